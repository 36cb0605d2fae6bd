WITH d AS (
    SELECT count(*) FILTER (WHERE o."region" IS DISTINCT FROM m."region" OR o."urban" IS DISTINCT FROM m."urban") AS differ
    FROM "__sdc_src_1" AS o JOIN "__sdc_src_2" AS m ON o."pid" = m."pid"
)
SELECT "region", "urban", count(*) AS n, (SELECT differ FROM d) AS differ
FROM "__sdc_src_1"
GROUP BY "region", "urban"
ORDER BY "region" NULLS FIRST, "urban" NULLS FIRST
