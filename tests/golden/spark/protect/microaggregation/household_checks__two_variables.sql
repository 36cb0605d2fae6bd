SELECT
  COALESCE(SUM(CASE WHEN __sdc_key IS NULL THEN 1 ELSE 0 END), 0) AS missing,
  COUNT(*) - COUNT(DISTINCT __sdc_row) AS split,
  COALESCE(SUM(`__sdcm_mixed0`), 0) AS `mixed0`,
  COALESCE(SUM(`__sdcm_mixed1`), 0) AS `mixed1`
FROM `__sdc_microaggregation_households_p`
