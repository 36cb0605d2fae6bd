SELECT
  s.`hid`,
  s.`sex`,
  s.`weight`
FROM `__sdc_sampling_sample_p` AS s
ORDER BY
  s.__sdc_order NULLS LAST
