SELECT
  COUNT(*) AS n,
  COUNT(DISTINCT `pid`) AS ids
FROM `__sdc_keyed_p`
