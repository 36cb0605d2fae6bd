SELECT DISTINCT
  __sdc_mask
FROM `__sdc_base_p`
