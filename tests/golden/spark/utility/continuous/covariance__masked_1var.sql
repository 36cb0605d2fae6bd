SELECT
  CAST(COUNT(*) AS BIGINT) AS n,
  AVG(CAST(__sdc_m0 AS DOUBLE)) AS mean_0,
  COVAR_SAMP(CAST(__sdc_m0 AS DOUBLE), CAST(__sdc_m0 AS DOUBLE)) AS cov_0_0
FROM `__sdc_paired_p`
WHERE
  NOT __sdc_o0 IS NULL AND NOT __sdc_m0 IS NULL
