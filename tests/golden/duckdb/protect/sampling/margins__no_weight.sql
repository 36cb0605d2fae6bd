SELECT
"sex" AS category,
    sum(CAST(1.0 * power(2.0, 52) AS HUGEINT)) AS total_fixed
FROM "__sdc_keyed_p"
GROUP BY "sex"
