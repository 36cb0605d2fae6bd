WITH p AS (
  SELECT
    `sdcsql_massc_id` AS __sdc_pid,
    `sex`,
    `age`
  FROM `__sdc_massc_pram1_p`
  UNION ALL
  SELECT
    `sdcsql_massc_id` AS __sdc_pid,
    `sex`,
    `age`
  FROM `__sdc_massc_pram2_p`
)
SELECT
  s.`hid`,
  CASE WHEN p.__sdc_pid IS NULL THEN s.`sex` ELSE p.`sex` END AS `sex`,
  CASE WHEN p.__sdc_pid IS NULL THEN s.`age` ELSE p.`age` END AS `age`,
  s.`weight`,
  s.__sdc_row,
  s.__sdc_rid,
  s.__sdc_h,
  s.__sdc_f
FROM `__sdc_massc_strata_p` AS s
LEFT JOIN p
  ON p.__sdc_pid = s.__sdc_rid
