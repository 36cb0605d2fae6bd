WITH terms AS (
    SELECT *,
        CAST("weight" AS DOUBLE) AS __sdc_tw,
        CAST("weight" AS DOUBLE) * "income" AS __sdc_tx

    FROM "__sdc_src_1"
),
scales AS (
    -- 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90
    SELECT
        CASE WHEN max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw)) > 0
             THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw))))))
             ELSE 1.0 END AS __sdc_sw,
        CASE WHEN max(abs(__sdc_tx)) FILTER (isfinite(__sdc_tx)) > 0
             THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tx)) FILTER (isfinite(__sdc_tx))))))
             ELSE 1.0 END AS __sdc_sx
    FROM terms
),
g AS (
    SELECT
GROUPING("region", "sex") <> 0 AS whole_file,
"region" AS d0, "sex" AS d1, 

        CAST(NULL AS VARCHAR) AS category,
        sum(CAST(CASE WHEN isfinite(__sdc_tx) THEN __sdc_tx * __sdc_sx END AS HUGEINT)) FILTER (isfinite(__sdc_tx)) AS __sdc_total_fixed,
        sum(__sdc_tx) FILTER (NOT isfinite(__sdc_tx)) AS __sdc_total_odd,
        count(__sdc_tx) AS __sdc_n,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER ("income" IS NOT NULL AND isfinite(__sdc_tw)) AS __sdc_avail_fixed,
        sum(__sdc_tw) FILTER ("income" IS NOT NULL AND NOT isfinite(__sdc_tw)) AS __sdc_avail_odd,
        count(*) FILTER ("income" IS NOT NULL) AS __sdc_n_avail,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER (isfinite(__sdc_tw)) AS __sdc_all_fixed,
        sum(__sdc_tw) FILTER (NOT isfinite(__sdc_tw)) AS __sdc_all_odd,
        count(*) AS __sdc_n_all

    FROM terms CROSS JOIN scales

    GROUP BY GROUPING SETS ((), ("region", "sex"))

)

SELECT
    whole_file, d0, d1, category,
    CASE WHEN __sdc_n > 0 THEN coalesce(CAST(__sdc_total_fixed AS DOUBLE) / (SELECT __sdc_sx FROM scales), 0.0) + coalesce(__sdc_total_odd, 0.0) END AS total,
    CASE WHEN __sdc_n_avail > 0 THEN coalesce(CAST(__sdc_avail_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_avail_odd, 0.0) END AS w_avail,
    CASE WHEN __sdc_n_all > 0 THEN coalesce(CAST(__sdc_all_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_all_odd, 0.0) END AS w_all
FROM g
