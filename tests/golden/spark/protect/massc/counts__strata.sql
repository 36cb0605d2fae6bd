SELECT
  __sdc_h AS h,
  COUNT(*) AS n
FROM `__sdc_massc_strata_p`
GROUP BY
  __sdc_h
