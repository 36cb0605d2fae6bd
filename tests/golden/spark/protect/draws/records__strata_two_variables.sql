SELECT
  CAST(`__sdc_row` AS BIGINT) AS __sdc_id,
  `region`,
  `income`,
  `rent`
FROM `__sdc_keyed_p`
ORDER BY
  __sdc_id NULLS LAST
