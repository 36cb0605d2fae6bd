SELECT
  0 AS key_index,
  CAST(__sdc_k0 AS STRING) AS level,
  SUM(__sdc_a0) AS num
FROM `__sdc_suda2_cells_p`
WHERE
  NOT __sdc_a0 IS NULL
GROUP BY
  __sdc_k0
UNION ALL
SELECT
  1 AS key_index,
  CAST(__sdc_k1 AS STRING) AS level,
  SUM(__sdc_a1) AS num
FROM `__sdc_suda2_cells_p`
WHERE
  NOT __sdc_a1 IS NULL
GROUP BY
  __sdc_k1
UNION ALL
SELECT
  2 AS key_index,
  CAST(__sdc_k2 AS STRING) AS level,
  SUM(__sdc_a2) AS num
FROM `__sdc_suda2_cells_p`
WHERE
  NOT __sdc_a2 IS NULL
GROUP BY
  __sdc_k2
