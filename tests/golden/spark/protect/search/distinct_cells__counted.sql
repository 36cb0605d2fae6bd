SELECT
  CAST(__sdc_k0 AS STRING) AS k0,
  CAST(__sdc_k1 AS STRING) AS k1,
  CAST(`education` AS STRING) AS s0,
  CAST(SUM(__sdc_n) AS BIGINT) AS n,
  CAST(SUM(__sdc_wfix) AS DOUBLE) * POWER(2.0, -52) AS w,
  MIN(__sdc_row) AS `first`
FROM `__sdc_grouped_p`
GROUP BY ALL
ORDER BY
  `first` NULLS LAST
