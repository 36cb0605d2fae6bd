SELECT
  s.`hid`,
  s.`sex`,
  c.__sdc_w AS `weight`
FROM `__sdc_sampling_sample_p` AS s
JOIN `__sdc_sampling_calibrated_p` AS c
  ON c.__sdc_order = s.__sdc_order
ORDER BY
  s.__sdc_order NULLS LAST
