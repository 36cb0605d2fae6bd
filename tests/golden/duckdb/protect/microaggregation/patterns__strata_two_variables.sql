SELECT "p0", "p1", count(*) AS n
FROM (
    SELECT "region", ("income" IS NOT NULL AND NOT isnan(CAST("income" AS DOUBLE))) AS "p0",("expenditure" IS NOT NULL AND NOT isnan(CAST("expenditure" AS DOUBLE))) AS "p1"
    FROM "__sdc_keyed_p"
) AS r
GROUP BY "region", "p0","p1"
HAVING count(*) < $k AND ("p0" OR "p1")
ORDER BY n, "p0", "p1"
