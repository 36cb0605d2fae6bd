SELECT count(*) AS n
, count("income") AS "c0"
FROM "__sdc_keyed_p"

GROUP BY "region","year"
