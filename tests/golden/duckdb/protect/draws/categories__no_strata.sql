SELECT
    "sex" AS category,
    count(*) AS n
FROM "__sdc_keyed_p"
WHERE "sex" IS NOT NULL
GROUP BY "sex"
