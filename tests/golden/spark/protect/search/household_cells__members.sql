SELECT
  household,
  MIN(household_id) AS household_id,
  cell,
  COUNT(*) AS n,
  MAX(household_size) AS household_size
FROM (
  SELECT
    MIN(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
    CAST(__sdc_hh AS STRING) AS household_id,
    MIN(__sdc_row) OVER (
      PARTITION BY CAST(__sdc_k0 AS STRING), CAST(__sdc_k1 AS STRING), CAST(__sdc_k2 AS STRING)
    ) AS cell,
    COUNT(*) OVER (PARTITION BY __sdc_hh) AS household_size
  FROM `__sdc_keyed_p`
)
GROUP BY
  household,
  cell
ORDER BY
  household NULLS LAST,
  cell NULLS LAST
