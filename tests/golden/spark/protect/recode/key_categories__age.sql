SELECT
  COUNT(DISTINCT __sdc_k2) AS categories
FROM `__sdc_rg1_base0_p`
