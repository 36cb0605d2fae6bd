SELECT
    CAST(approx_count_distinct("age") AS BIGINT) AS "n0",
    CAST(approx_count_distinct("income") AS BIGINT) AS "n1"
FROM "__sdc_recoded_p"
