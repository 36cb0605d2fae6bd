SELECT * FROM (
    WITH pairs AS (
        SELECT o."__sdcm_v0" AS x, m."__sdcm_v0" AS y,
               m."__sdcm_g0" AS g
, m."region" AS "__sdcm_s0", m."year" AS "__sdcm_s1"
        FROM "__sdc_microaggregation_values_p" AS o JOIN "__sdc_groups_p" AS m ON m.__sdcm_id = o.__sdcm_id
    ), stratum AS (
        SELECT "__sdcm_s0", "__sdcm_s1", avg(x) AS mx
        FROM pairs
GROUP BY "__sdcm_s0","__sdcm_s1"
    ), sizes AS (
        SELECT count(*) AS size FROM pairs WHERE x IS NOT NULL
        GROUP BY "__sdcm_s0", "__sdcm_s1", g
    )
    SELECT
        $variable0 AS variable,
        count(*) AS n,
        count(*) - count(p.x) AS n_missing,
        count(*) FILTER (WHERE p.x IS DISTINCT FROM p.y) AS n_changed,
        avg(p.x) AS mean_before,
        avg(p.y) AS mean_after,
        stddev_samp(p.x) AS sd_before,
        stddev_samp(p.y) AS sd_after,
        sum((p.x - p.y) * (p.x - p.y)) AS sse,
        sum((p.x - st.mx) * (p.x - st.mx)) AS sst,
        (SELECT count(*) FROM sizes) AS n_groups,
        (SELECT min(size) FROM sizes) AS group_size_min,
        (SELECT max(size) FROM sizes) AS group_size_max
    FROM pairs AS p
    JOIN stratum AS st ON 1 = 1 AND st."__sdcm_s0" IS NOT DISTINCT FROM p."__sdcm_s0" AND st."__sdcm_s1" IS NOT DISTINCT FROM p."__sdcm_s1"
)
