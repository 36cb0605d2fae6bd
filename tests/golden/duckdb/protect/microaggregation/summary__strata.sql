WITH pairs AS (
    SELECT m."region" AS "__sdcm_s0", m."year" AS "__sdcm_s1", 
m."__sdcm_x0" AS "x0", m."__sdcm_v0" AS "y0", m."__sdcm_g0" AS "g0"

    FROM "__sdc_groups_p" AS m
), stratum AS (
    SELECT "__sdcm_s0", "__sdcm_s1", 
avg("x0") AS "mx0"
    FROM pairs
GROUP BY "__sdcm_s0","__sdcm_s1"
), totals AS (
    SELECT count(*) AS n

        , count(p.x0) AS "c0"
        , count(*) FILTER (WHERE p.x0 IS DISTINCT FROM p.y0) AS "ch0"
        , avg(p.x0) AS "mb0"
        , avg(p.y0) AS "ma0"
        , stddev_samp(p.x0) AS "sb0"
        , stddev_samp(p.y0) AS "sa0"
        , sum((p.x0 - p.y0) * (p.x0 - p.y0)) AS "sse0"
        , sum((p.x0 - st."mx0") * (p.x0 - st."mx0")) AS "sst0"

    FROM pairs AS p
    JOIN stratum AS st ON 1 = 1 AND st."__sdcm_s0" IS NOT DISTINCT FROM p."__sdcm_s0" AND st."__sdcm_s1" IS NOT DISTINCT FROM p."__sdcm_s1"
), "sizes0" AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM pairs WHERE "x0" IS NOT NULL
          GROUP BY "__sdcm_s0", "__sdcm_s1", "g0") AS s
)

SELECT $variable0 AS variable, t.n AS n, t.n - t."c0" AS n_missing,
       t."ch0" AS n_changed, t."mb0" AS mean_before,
       t."ma0" AS mean_after, t."sb0" AS sd_before,
       t."sa0" AS sd_after, t."sse0" AS sse,
       t."sst0" AS sst, z.n_groups AS n_groups, z.size_min AS group_size_min,
       z.size_max AS group_size_max
FROM totals AS t CROSS JOIN "sizes0" AS z
