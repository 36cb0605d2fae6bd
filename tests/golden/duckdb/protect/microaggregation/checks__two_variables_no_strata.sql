SELECT count(*) AS n
, count("income") - count(*) FILTER (WHERE isnan(CAST("income" AS DOUBLE))) AS "c0", count("rent") - count(*) FILTER (WHERE isnan(CAST("rent" AS DOUBLE))) AS "c1"
FROM "__sdc_keyed_p"
