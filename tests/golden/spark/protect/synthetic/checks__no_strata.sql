SELECT
  COUNT(*) AS n,
  COUNT(CASE WHEN NOT `income` IS NULL THEN 1 END) AS complete
FROM `__sdc_keyed_p`
