SELECT
  s.__sdc_order,
  CAST(s.`weight` AS DOUBLE) AS __sdc_w,
  s.`household_id` AS __sdc_unit,
  `c0`.__sdc_code AS __sdc_c0,
  `c1`.__sdc_code AS __sdc_c1
FROM `__sdc_sampling_sample_p` AS s
LEFT JOIN `__sdc_sampling_categories0_p` AS `c0`
  ON `c0`.category IS NOT DISTINCT FROM s.`sex`
LEFT JOIN `__sdc_sampling_categories1_p` AS `c1`
  ON `c1`.category IS NOT DISTINCT FROM s.`region`
