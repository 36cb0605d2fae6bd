SELECT
  MIN(__sdc_w) AS min_weight,
  MAX(__sdc_w) AS max_weight
FROM `__sdc_sampling_calibrated_p`
