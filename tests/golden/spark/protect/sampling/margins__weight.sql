SELECT
  `sex` AS category,
  SUM(CAST(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52) AS DECIMAL(38, 0))) AS total_fixed
FROM `__sdc_keyed_p`
GROUP BY
  `sex`
