WITH p AS (
  SELECT
    CAST(NULL AS BIGINT) AS __sdc_pid,
    NULL AS `sex`
  WHERE
    FALSE
)
SELECT
  s.`hid`,
  CASE WHEN p.__sdc_pid IS NULL THEN s.`sex` ELSE p.`sex` END AS `sex`,
  s.`weight`,
  s.__sdc_row,
  s.__sdc_rid,
  s.__sdc_h,
  s.__sdc_f
FROM `__sdc_massc_strata_p` AS s
LEFT JOIN p
  ON p.__sdc_pid = s.__sdc_rid
