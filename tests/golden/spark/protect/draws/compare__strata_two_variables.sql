SELECT
  `region`,
  `income` AS __sdc_b0,
  `rent` AS __sdc_b1
FROM `__sdc_keyed_p`
ORDER BY
  CAST(`__sdc_row` AS BIGINT) NULLS LAST
