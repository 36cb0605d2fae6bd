SELECT
  `__sdc_row` AS __sdc_key,
  CAST(`__sdc_row` AS BIGINT) AS __sdc_unit,
  `region`,
  `__sdc_h`,
  MAX(`__sdc_f`) AS __sdc_f,
  COUNT(*) AS __sdc_members
FROM `__sdc_massc_substituted_p`
GROUP BY
  `__sdc_row`,
  `region`,
  `__sdc_h`
