SELECT
  __sdc_cell,
  CAST(fk AS DOUBLE) AS value
FROM `__sdc_protect_probe_freq_p`
