SELECT
  COUNT(*) AS n,
  COUNT(*) AS ids
FROM `__sdc_keyed_p`
