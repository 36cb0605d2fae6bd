SELECT
  `household_id`,
  `region`,
  `age`,
  `weight`,
  `age_suppressed`
FROM `__sdc_release`
ORDER BY
  __sdc_pos NULLS LAST
