SELECT
"sex" AS category,
    sum(CAST(CAST("__sdc_w" AS DOUBLE) * power(2.0, 52) AS HUGEINT)) AS total_fixed
FROM "__sdc_keyed_p"
GROUP BY "sex"
