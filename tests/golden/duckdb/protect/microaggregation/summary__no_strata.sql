WITH totals AS (
    SELECT count(*) AS n

        , count(p."__sdcm_x0") AS "c0"
        , count(*) FILTER (WHERE p."__sdcm_x0" IS DISTINCT FROM p."__sdcm_v0") AS "ch0"

        , count(p."__sdcm_x1") AS "c1"
        , count(*) FILTER (WHERE p."__sdcm_x1" IS DISTINCT FROM p."__sdcm_v1") AS "ch1"

    FROM "__sdc_groups_p" AS p
), "sizes0" AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM "__sdc_groups_p" WHERE "__sdcm_x0" IS NOT NULL
          GROUP BY "__sdcm_g0") AS s
), "sizes1" AS (
    SELECT count(*) AS n_groups, min(size) AS size_min, max(size) AS size_max
    FROM (SELECT count(*) AS size FROM "__sdc_groups_p" WHERE "__sdcm_x1" IS NOT NULL
          GROUP BY "__sdcm_g1") AS s
)

SELECT $variable0 AS variable, t.n AS n, t.n - t."c0" AS n_missing,
       t."ch0" AS n_changed, z.n_groups AS n_groups,
       z.size_min AS group_size_min, z.size_max AS group_size_max
FROM totals AS t CROSS JOIN "sizes0" AS z
UNION ALL

SELECT $variable1 AS variable, t.n AS n, t.n - t."c1" AS n_missing,
       t."ch1" AS n_changed, z.n_groups AS n_groups,
       z.size_min AS group_size_min, z.size_max AS group_size_max
FROM totals AS t CROSS JOIN "sizes1" AS z
