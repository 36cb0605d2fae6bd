SELECT * FROM (
    WITH pairs AS (
        SELECT o."__sdcm_v0" AS x, m."__sdcm_v0" AS y,
               m."__sdcm_g0" AS g

        FROM "__sdc_microaggregation_values_p" AS o JOIN "__sdc_groups_p" AS m ON m.__sdcm_id = o.__sdcm_id
    ), stratum AS (
        SELECT avg(x) AS mx
        FROM pairs

    ), sizes AS (
        SELECT count(*) AS size FROM pairs WHERE x IS NOT NULL
        GROUP BY g
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
    JOIN stratum AS st ON 1 = 1
)
UNION ALL


SELECT * FROM (
    WITH pairs AS (
        SELECT o."__sdcm_v1" AS x, m."__sdcm_v1" AS y,
               m."__sdcm_g1" AS g

        FROM "__sdc_microaggregation_values_p" AS o JOIN "__sdc_groups_p" AS m ON m.__sdcm_id = o.__sdcm_id
    ), stratum AS (
        SELECT avg(x) AS mx
        FROM pairs

    ), sizes AS (
        SELECT count(*) AS size FROM pairs WHERE x IS NOT NULL
        GROUP BY g
    )
    SELECT
        $variable1 AS variable,
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
    JOIN stratum AS st ON 1 = 1
)
