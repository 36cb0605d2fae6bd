SELECT
  CAST(COUNT(*) AS BIGINT) AS n_records,
  CAST(COUNT(*) FILTER(WHERE
    NOT __sdc_o0 IS NULL AND NOT __sdc_m0 IS NULL) AS BIGINT) AS n_pairs_0,
  CAST(COUNT(__sdc_o0) AS BIGINT) AS n_orig_0,
  STDDEV_SAMP(CAST(__sdc_o0 AS DOUBLE)) AS sd_orig_0,
  SUM(ABS(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0)) AS sum_abs_0,
  SUM(
    (
      CAST(__sdc_o0 AS DOUBLE) - __sdc_m0
    ) * (
      CAST(__sdc_o0 AS DOUBLE) - __sdc_m0
    )
  ) AS sum_sq_0,
  SUM(ABS(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / ABS(__sdc_o0)) FILTER(WHERE
    __sdc_o0 <> 0) AS sum_rel_0,
  CAST(COUNT(*) FILTER(WHERE
    __sdc_o0 = 0 AND __sdc_m0 <> 0) AS BIGINT) AS n_rel_inf_0,
  SUM(
    CASE
      WHEN __sdc_o0 = 0
      THEN CASE WHEN __sdc_m0 = 0 THEN 0.0 ELSE :cap END
      ELSE LEAST(ABS(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / ABS(__sdc_o0), :cap)
    END
  ) FILTER(WHERE
    NOT __sdc_o0 IS NULL AND NOT __sdc_m0 IS NULL) AS sum_rel_capped_0,
  CAST(COUNT(*) FILTER(WHERE
    NOT __sdc_o1 IS NULL AND NOT __sdc_m1 IS NULL) AS BIGINT) AS n_pairs_1,
  CAST(COUNT(__sdc_o1) AS BIGINT) AS n_orig_1,
  STDDEV_SAMP(CAST(__sdc_o1 AS DOUBLE)) AS sd_orig_1,
  SUM(ABS(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1)) AS sum_abs_1,
  SUM(
    (
      CAST(__sdc_o1 AS DOUBLE) - __sdc_m1
    ) * (
      CAST(__sdc_o1 AS DOUBLE) - __sdc_m1
    )
  ) AS sum_sq_1,
  SUM(ABS(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / ABS(__sdc_o1)) FILTER(WHERE
    __sdc_o1 <> 0) AS sum_rel_1,
  CAST(COUNT(*) FILTER(WHERE
    __sdc_o1 = 0 AND __sdc_m1 <> 0) AS BIGINT) AS n_rel_inf_1,
  SUM(
    CASE
      WHEN __sdc_o1 = 0
      THEN CASE WHEN __sdc_m1 = 0 THEN 0.0 ELSE :cap END
      ELSE LEAST(ABS(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / ABS(__sdc_o1), :cap)
    END
  ) FILTER(WHERE
    NOT __sdc_o1 IS NULL AND NOT __sdc_m1 IS NULL) AS sum_rel_capped_1
FROM `__sdc_paired_p`
