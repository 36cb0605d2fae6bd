SELECT "water" AS value, count(*) AS n
FROM "__sdc_src_1"
WHERE "water" IS NOT NULL
GROUP BY "water"
