SELECT
  COUNT(*) AS n,
  SUM(CAST(__sdc_w * POWER(2.0, 52) AS DECIMAL(38, 0))) AS w_fixed,
  MIN(__sdc_w) AS w_min,
  MAX(__sdc_w) AS w_max
FROM `__sdc_sampling_coded_p`
