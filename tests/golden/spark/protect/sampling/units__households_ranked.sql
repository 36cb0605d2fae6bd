SELECT
  `hid` AS __sdc_key,
  CAST(DENSE_RANK() OVER (ORDER BY `hid` NULLS LAST) AS BIGINT) AS __sdc_unit,
  `region`,
  CAST(:fraction AS DOUBLE) AS __sdc_f,
  COUNT(*) AS __sdc_members
FROM `__sdc_keyed_p`
GROUP BY
  `hid`,
  `region`
