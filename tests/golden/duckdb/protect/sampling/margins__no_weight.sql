SELECT
"sex" AS category,
CAST(count(*) AS DOUBLE) AS total
FROM "__sdc_keyed_p"
GROUP BY "sex"
