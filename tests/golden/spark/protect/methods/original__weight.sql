SELECT
  `hid`,
  `sex`,
  `weight`
FROM `__sdc_keyed_p`
ORDER BY
  __sdc_row NULLS LAST
