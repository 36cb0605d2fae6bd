SELECT
1 AS whole

    , CAST(count(*) AS BIGINT) AS n

    , sum(CAST("euclidean_nearest" AS DOUBLE)) AS "sum_euclidean_nearest"
    , CAST(count("euclidean_nearest") AS BIGINT) AS "n_euclidean_nearest"

    , sum(CAST("euclidean_second" AS DOUBLE)) AS "sum_euclidean_second"
    , CAST(count("euclidean_second") AS BIGINT) AS "n_euclidean_second"

    , sum(CAST("prob_own_linked" AS DOUBLE)) AS "sum_prob_own_linked"
    , CAST(count("prob_own_linked") AS BIGINT) AS "n_prob_own_linked"

FROM "__sdc_linkage_records_1"
