SELECT count(*) AS n
, count("income") - count(*) FILTER (WHERE isnan(CAST("income" AS DOUBLE))) AS "c0"
FROM "__sdc_keyed_p"

GROUP BY "region","year"
