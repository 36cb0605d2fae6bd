SELECT count(*) AS n
FROM "__sdc_release_p1"
WHERE "household_id" IS NOT NULL AND TRY_CAST("household_id" AS BIGINT) IS NULL
