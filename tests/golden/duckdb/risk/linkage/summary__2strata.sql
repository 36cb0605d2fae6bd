SELECT
CAST(GROUPING(__sdc_s0, __sdc_s1) > 0 AS INTEGER) AS whole

    , __sdc_s0

    , __sdc_s1

    , CAST(count(*) AS BIGINT) AS n

    , sum(CAST("sd_in_0" AS DOUBLE)) AS "sum_sd_in_0"
    , CAST(count("sd_in_0") AS BIGINT) AS "n_sd_in_0"

    , sum(CAST("rank_in_0" AS DOUBLE)) AS "sum_rank_in_0"
    , CAST(count("rank_in_0") AS BIGINT) AS "n_rank_in_0"

    , sum(CAST("sd_in_all" AS DOUBLE)) AS "sum_sd_in_all"
    , CAST(count("sd_in_all") AS BIGINT) AS "n_sd_in_all"

    , sum(CAST("rank_in_all" AS DOUBLE)) AS "sum_rank_in_all"
    , CAST(count("rank_in_all") AS BIGINT) AS "n_rank_in_all"

    , sum(CAST("drisk" AS DOUBLE)) AS "sum_drisk"
    , CAST(count("drisk") AS BIGINT) AS "n_drisk"

FROM "__sdc_linkage_records_1"

GROUP BY GROUPING SETS ((), (__sdc_s0, __sdc_s1))
ORDER BY whole DESC, __sdc_s0, __sdc_s1
