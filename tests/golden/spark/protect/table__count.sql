SELECT
  COUNT(*) AS n
FROM `__sdc_release_p1`
