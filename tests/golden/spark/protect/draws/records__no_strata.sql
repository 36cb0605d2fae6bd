SELECT
  CAST(`pid` AS BIGINT) AS __sdc_id,
  `income`
FROM `__sdc_keyed_p`
ORDER BY
  __sdc_id NULLS LAST
