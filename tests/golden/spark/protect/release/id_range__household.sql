SELECT
  COUNT(*) AS n
FROM `__sdc_release_p1`
WHERE
  NOT `household_id` IS NULL AND TRY_CAST(`household_id` AS BIGINT) IS NULL
