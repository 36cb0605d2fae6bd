WITH terms AS (
    SELECT *,
        CAST("weight" AS DOUBLE) AS __sdc_tw,
        CAST("pl030" AS VARCHAR) AS __sdc_cat
    FROM "__sdc_src_1"
),
scales AS (
    -- 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90
    SELECT
        CASE WHEN max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw)) > 0
     THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw))))))
     ELSE 1.0 END AS __sdc_sw
    FROM terms
),
g AS (
    SELECT
GROUPING("region") <> 0 AS whole_file,
"region" AS d0, 

        __sdc_cat AS category,
        sum(CAST(CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END AS HUGEINT)) FILTER (isfinite(__sdc_tw)) AS __sdc_total_fixed,
        sum(__sdc_tw) FILTER (NOT isfinite(__sdc_tw)) AS __sdc_total_odd,
        count(*) AS __sdc_n

    FROM terms CROSS JOIN scales

    GROUP BY GROUPING SETS ((__sdc_cat), ("region", __sdc_cat))

)

, c AS (
    SELECT g.*,
           sum(__sdc_total_fixed) FILTER (category IS NOT NULL) OVER w AS __sdc_avail_fixed,
           sum(__sdc_total_odd) FILTER (category IS NOT NULL) OVER w AS __sdc_avail_odd,
           sum(__sdc_n) FILTER (category IS NOT NULL) OVER w AS __sdc_n_avail,
           sum(__sdc_total_fixed) OVER w AS __sdc_all_fixed,
           sum(__sdc_total_odd) OVER w AS __sdc_all_odd,
           sum(__sdc_n) OVER w AS __sdc_n_all
    FROM g
    WINDOW w AS (PARTITION BY whole_file, d0)
)

SELECT
    whole_file, d0, 
    category,
    CASE WHEN __sdc_n > 0 THEN coalesce(CAST(__sdc_total_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_total_odd, 0.0) END AS total,
    CASE WHEN __sdc_n_avail > 0 THEN coalesce(CAST(__sdc_avail_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_avail_odd, 0.0) END AS w_avail,
    CASE WHEN __sdc_n_all > 0 THEN coalesce(CAST(__sdc_all_fixed AS DOUBLE) / (SELECT __sdc_sw FROM scales), 0.0) + coalesce(__sdc_all_odd, 0.0) END AS w_all
FROM c
