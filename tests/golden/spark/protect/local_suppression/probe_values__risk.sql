SELECT
  __sdc_cell,
  :pi * r AS value
FROM `__sdc_protect_probe_risk_p`
