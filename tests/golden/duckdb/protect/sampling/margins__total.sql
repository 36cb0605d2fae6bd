SELECT
NULL AS category,
sum(CAST("__sdc_w" AS DOUBLE)) AS total
FROM "__sdc_keyed_p"
