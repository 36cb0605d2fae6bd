SELECT
  *
FROM `__sdc_release1`
ORDER BY
  rowid NULLS LAST
