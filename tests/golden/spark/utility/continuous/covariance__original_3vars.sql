SELECT
  CAST(COUNT(*) AS BIGINT) AS n,
  AVG(CAST(__sdc_o0 AS DOUBLE)) AS mean_0,
  AVG(CAST(__sdc_o1 AS DOUBLE)) AS mean_1,
  AVG(CAST(__sdc_o2 AS DOUBLE)) AS mean_2,
  COVAR_SAMP(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o0 AS DOUBLE)) AS cov_0_0,
  COVAR_SAMP(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o1 AS DOUBLE)) AS cov_0_1,
  COVAR_SAMP(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_0_2,
  COVAR_SAMP(CAST(__sdc_o1 AS DOUBLE), CAST(__sdc_o1 AS DOUBLE)) AS cov_1_1,
  COVAR_SAMP(CAST(__sdc_o1 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_1_2,
  COVAR_SAMP(CAST(__sdc_o2 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_2_2
FROM `__sdc_paired_p`
WHERE
  NOT __sdc_o0 IS NULL
  AND NOT __sdc_m0 IS NULL
  AND NOT __sdc_o1 IS NULL
  AND NOT __sdc_m1 IS NULL
  AND NOT __sdc_o2 IS NULL
  AND NOT __sdc_m2 IS NULL
