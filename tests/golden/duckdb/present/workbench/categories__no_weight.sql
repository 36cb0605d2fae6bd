SELECT
    "age" AS value,
    CAST(count(*) AS BIGINT) AS records,
CAST(NULL AS DOUBLE) AS weight
FROM "__sdc_recoded_p"
GROUP BY "age"
ORDER BY "age" NULLS LAST
