SELECT count(*) AS n
, count("income") AS "c0", count("rent") AS "c1"
FROM "__sdc_keyed_p"
