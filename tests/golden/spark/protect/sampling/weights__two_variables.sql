SELECT
  __sdc_order,
  `weight`,
  `sex`,
  `region`
FROM `__sdc_sampling_sample_p`
ORDER BY
  __sdc_order NULLS LAST
