SELECT min(n) AS smallest
FROM (
    SELECT count(*) AS n
    FROM "__sdc_keyed_p"
    WHERE "income" IS NOT NULL AND "rent" IS NOT NULL
GROUP BY "region"
) AS sizes
