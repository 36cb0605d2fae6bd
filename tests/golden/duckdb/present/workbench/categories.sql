WITH grouped AS (
    SELECT
        "age" AS value,
        CAST(count(*) AS BIGINT) AS records,
sum("weight") AS weight
    FROM "__sdc_recoded_p"
    GROUP BY "age"
)
SELECT
    value,
    records,
    weight,
    CAST(count(*) OVER () AS BIGINT) AS categories
FROM grouped
ORDER BY value NULLS LAST
LIMIT $limit
