SELECT
  COALESCE(SUM(__sdc_n), 0) AS n,
  COALESCE(SUM(__sdc_n) FILTER(WHERE
    NOT __sdc_k0 IS NULL), 0) AS k0_values,
  COALESCE(SUM(__sdc_n) FILTER(WHERE
    NOT __sdc_k1 IS NULL), 0) AS k1_values,
  COALESCE(SUM(w_null), 0) AS w_null,
  COALESCE(SUM(w_nan), 0) AS w_nan,
  COALESCE(SUM(w_inf), 0) AS w_inf,
  COALESCE(SUM(w_nonpos), 0) AS w_nonpos,
  COALESCE(SUM(w_below1), 0) AS w_below1,
  COALESCE(SUM(w_huge), 0) AS w_huge,
  COUNT(DISTINCT __sdc_k0) AS k0_distinct,
  COALESCE(SUM(__sdc_n) FILTER(WHERE
    __sdc_k0 <> ROUND(__sdc_k0)), 0) AS k0_fractional,
  COUNT(DISTINCT __sdc_k1) AS k1_distinct,
  0 AS k1_fractional,
  COALESCE(SUM(__sdc_n) FILTER(WHERE
    ISNAN(`__sdc_k0`)), 0) AS `__sdc_k0_nan`,
  COALESCE(SUM(__sdc_n) FILTER(WHERE
    __sdc_k0 IS NULL OR __sdc_k1 IS NULL), 0) AS with_null_keys
FROM `__sdc_grouped_p`
