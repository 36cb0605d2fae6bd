SELECT count(*) AS n
, count("income") AS "c0"
, sum(CASE WHEN isnan(CAST("income" AS DOUBLE)) OR abs(CAST("income" AS DOUBLE)) = CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END) AS "f0"
FROM "__sdc_keyed_p"

GROUP BY "region","year"
