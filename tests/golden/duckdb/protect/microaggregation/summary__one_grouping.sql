WITH stratum AS (
    SELECT "region" AS "__sdcm_s0", 
avg("__sdcm_x0") AS "mx0",avg("__sdcm_x1") AS "mx1"
    FROM "__sdc_groups_p"
GROUP BY "region"
), totals AS (
    SELECT count(*) AS n

        , count(p."__sdcm_x0") AS "c0"
        , count(*) FILTER (WHERE p."__sdcm_x0" IS DISTINCT FROM p."__sdcm_v0") AS "ch0"
        , avg(p."__sdcm_x0") AS "mb0"
        , avg(p."__sdcm_v0") AS "ma0"
        , stddev_samp(p."__sdcm_x0") AS "sb0"
        , stddev_samp(p."__sdcm_v0") AS "sa0"
        , sum((p."__sdcm_x0" - p."__sdcm_v0") * (p."__sdcm_x0" - p."__sdcm_v0")) AS "sse0"
        , sum((p."__sdcm_x0" - st."mx0") * (p."__sdcm_x0" - st."mx0")) AS "sst0"

        , count(p."__sdcm_x1") AS "c1"
        , count(*) FILTER (WHERE p."__sdcm_x1" IS DISTINCT FROM p."__sdcm_v1") AS "ch1"
        , avg(p."__sdcm_x1") AS "mb1"
        , avg(p."__sdcm_v1") AS "ma1"
        , stddev_samp(p."__sdcm_x1") AS "sb1"
        , stddev_samp(p."__sdcm_v1") AS "sa1"
        , sum((p."__sdcm_x1" - p."__sdcm_v1") * (p."__sdcm_x1" - p."__sdcm_v1")) AS "sse1"
        , sum((p."__sdcm_x1" - st."mx1") * (p."__sdcm_x1" - st."mx1")) AS "sst1"

    FROM "__sdc_groups_p" AS p
    JOIN stratum AS st ON 1 = 1 AND st."__sdcm_s0" IS NOT DISTINCT FROM p."region"
), "sizes0" AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM "__sdc_groups_p" WHERE "__sdcm_x0" IS NOT NULL
          GROUP BY "region", "__sdcm_g0") AS s
)

SELECT $variable0 AS variable, t.n AS n, t.n - t."c0" AS n_missing,
       t."ch0" AS n_changed, t."mb0" AS mean_before,
       t."ma0" AS mean_after, t."sb0" AS sd_before,
       t."sa0" AS sd_after, t."sse0" AS sse,
       t."sst0" AS sst, z.n_groups AS n_groups, z.size_min AS group_size_min,
       z.size_max AS group_size_max
FROM totals AS t CROSS JOIN "sizes0" AS z
UNION ALL

SELECT $variable1 AS variable, t.n AS n, t.n - t."c1" AS n_missing,
       t."ch1" AS n_changed, t."mb1" AS mean_before,
       t."ma1" AS mean_after, t."sb1" AS sd_before,
       t."sa1" AS sd_after, t."sse1" AS sse,
       t."sst1" AS sst, z.n_groups AS n_groups, z.size_min AS group_size_min,
       z.size_max AS group_size_max
FROM totals AS t CROSS JOIN "sizes0" AS z
