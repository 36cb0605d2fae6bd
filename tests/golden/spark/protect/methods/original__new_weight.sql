SELECT
  `hid`,
  `sex`,
  CAST(1.0 AS DOUBLE) AS `sample_weight`
FROM `__sdc_keyed_p`
ORDER BY
  __sdc_row NULLS LAST
