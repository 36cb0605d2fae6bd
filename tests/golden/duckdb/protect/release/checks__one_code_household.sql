SELECT
    TRY_CAST($code0 AS BIGINT) IS NOT NULL AS castable0,
    count(*) FILTER (WHERE "age" = TRY_CAST($code0 AS BIGINT)) AS collisions0,
count(*) FILTER (WHERE "hh" IS NULL) AS null_households
FROM "__sdc_release_p"
