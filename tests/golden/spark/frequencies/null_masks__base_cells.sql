SELECT DISTINCT
  __sdc_mask
FROM `__sdc_base_p`
ORDER BY
  __sdc_mask NULLS LAST
