SELECT DISTINCT
  __sdc_mask AS m
FROM `__sdc_ldiv_patterns_p`
UNION
SELECT DISTINCT
  __sdc_mask AS m
FROM `__sdc_ldiv_values_p`
