SELECT
  *
FROM `__sdc_microaggregation_1_p`
