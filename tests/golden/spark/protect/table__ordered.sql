SELECT
  *
FROM `__sdc_release1`
