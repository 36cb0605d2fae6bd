SELECT
  COUNT(*) - COUNT(DISTINCT __sdc_id) AS split,
  COALESCE(SUM(CASE WHEN __sdc_key IS NULL THEN 1 ELSE 0 END), 0) AS missing,
  COALESCE(SUM(__sdc_mixed), 0) AS mixed
FROM `__sdc_noise_households_p`
