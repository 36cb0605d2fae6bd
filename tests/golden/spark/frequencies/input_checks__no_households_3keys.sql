SELECT
  COUNT(*) AS n,
  COUNT(__sdc_k0) AS k0_values,
  COUNT(__sdc_k1) AS k1_values,
  COUNT(__sdc_k2) AS k2_values,
  COUNT(*) FILTER(WHERE
    __sdc_w IS NULL) AS w_null,
  COUNT(*) FILTER(WHERE
    ISNAN(__sdc_w)) AS w_nan,
  COUNT(*) FILTER(WHERE
    ABS(__sdc_w) = CAST('Infinity' AS DOUBLE)) AS w_inf,
  COUNT(*) FILTER(WHERE
    __sdc_w <= 0) AS w_nonpos,
  COUNT(*) FILTER(WHERE
    __sdc_w < 1) AS w_below1,
  COUNT(*) FILTER(WHERE
    __sdc_w >= 1e12) AS w_huge,
  COUNT(DISTINCT __sdc_k0) AS k0_distinct,
  0 AS k0_fractional,
  COUNT(DISTINCT __sdc_k1) AS k1_distinct,
  0 AS k1_fractional,
  COUNT(DISTINCT __sdc_k2) AS k2_distinct,
  0 AS k2_fractional,
  COUNT(*) FILTER(WHERE
    __sdc_mask <> 0) AS with_null_keys
FROM `__sdc_keyed_p`
