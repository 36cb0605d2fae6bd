WITH terms AS (
    SELECT *,
        CAST("weight" AS DOUBLE) AS __sdc_tw,
        CAST("weight" AS DOUBLE) * "income" AS __sdc_tx0,
        CAST("weight" AS DOUBLE) * "rent" AS __sdc_tx1
    FROM "__sdc_src_1"
),
scales AS (
    -- 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90
    SELECT
        CASE WHEN max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw)) > 0
     THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw))))))
     ELSE 1.0 END AS __sdc_sw,
        CASE WHEN max(abs(__sdc_tx0)) FILTER (isfinite(__sdc_tx0)) > 0
     THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tx0)) FILTER (isfinite(__sdc_tx0))))))
     ELSE 1.0 END AS __sdc_sx0,
        CASE WHEN max(abs(__sdc_tx1)) FILTER (isfinite(__sdc_tx1)) > 0
     THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tx1)) FILTER (isfinite(__sdc_tx1))))))
     ELSE 1.0 END AS __sdc_sx1
    FROM terms
),
g AS (
    SELECT
GROUPING("region", "sex") <> 0 AS whole_file,
"region" AS d0, "sex" AS d1, 

        sum(CAST(CASE WHEN isfinite(__sdc_tx0) THEN __sdc_tx0 * __sdc_sx0 END AS HUGEINT)) FILTER (isfinite(__sdc_tx0)) AS __sdc_total_fixed0,
        sum(__sdc_tx0) FILTER (NOT isfinite(__sdc_tx0)) AS __sdc_total_odd0,
        count(__sdc_tx0) AS __sdc_n0,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER ("income" IS NOT NULL AND isfinite(__sdc_tw)) AS __sdc_avail_fixed0,
        sum(__sdc_tw) FILTER ("income" IS NOT NULL AND NOT isfinite(__sdc_tw)) AS __sdc_avail_odd0,
        count(*) FILTER ("income" IS NOT NULL) AS __sdc_n_avail0,
        sum(CAST(CASE WHEN isfinite(__sdc_tx1) THEN __sdc_tx1 * __sdc_sx1 END AS HUGEINT)) FILTER (isfinite(__sdc_tx1)) AS __sdc_total_fixed1,
        sum(__sdc_tx1) FILTER (NOT isfinite(__sdc_tx1)) AS __sdc_total_odd1,
        count(__sdc_tx1) AS __sdc_n1,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER ("rent" IS NOT NULL AND isfinite(__sdc_tw)) AS __sdc_avail_fixed1,
        sum(__sdc_tw) FILTER ("rent" IS NOT NULL AND NOT isfinite(__sdc_tw)) AS __sdc_avail_odd1,
        count(*) FILTER ("rent" IS NOT NULL) AS __sdc_n_avail1,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER (isfinite(__sdc_tw)) AS __sdc_all_fixed,
        sum(__sdc_tw) FILTER (NOT isfinite(__sdc_tw)) AS __sdc_all_odd,
        count(*) AS __sdc_n_all

    FROM terms CROSS JOIN scales

    GROUP BY GROUPING SETS ((), ("region", "sex"))

)

SELECT
    whole_file, d0, d1, 
    CASE WHEN __sdc_n0 > 0 THEN coalesce(CAST(__sdc_total_fixed0 AS DOUBLE) / (SELECT __sdc_sx0 FROM scales), 0.0) + coalesce(__sdc_total_odd0, 0.0) END AS total_0,
    CASE WHEN __sdc_n_avail0 > 0 THEN coalesce(CAST(__sdc_avail_fixed0 AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_avail_odd0, 0.0) END AS w_avail_0,
    CASE WHEN __sdc_n1 > 0 THEN coalesce(CAST(__sdc_total_fixed1 AS DOUBLE) / (SELECT __sdc_sx1 FROM scales), 0.0) + coalesce(__sdc_total_odd1, 0.0) END AS total_1,
    CASE WHEN __sdc_n_avail1 > 0 THEN coalesce(CAST(__sdc_avail_fixed1 AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_avail_odd1, 0.0) END AS w_avail_1,
    CASE WHEN __sdc_n_all > 0 THEN coalesce(CAST(__sdc_all_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_all_odd, 0.0) END AS w_all
FROM g
