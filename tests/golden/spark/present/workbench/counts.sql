SELECT
  CAST(COUNT(*) AS BIGINT) AS records,
  CAST(COUNT(DISTINCT `household_id`) AS BIGINT) AS households
FROM `__sdc_recoded_p`
