SELECT
  __sdc_unit AS __sdc_id,
  `SDC_UNIFORM`(CAST(:key AS DECIMAL(20, 0)), __sdc_unit) AS u
FROM `__sdc_sampling_units_p`
