WITH totals AS (
  SELECT
    COUNT(*) AS n,
    COUNT(p.`__sdcm_x0`) AS `c0`,
    COUNT(*) FILTER(WHERE
      p.`__sdcm_x0` IS DISTINCT FROM p.`__sdcm_v0`) AS `ch0`
  FROM `__sdc_groups_p` AS p
), `sizes0` AS (
  SELECT
    COUNT(*) AS n_groups,
    MIN(size) AS size_min,
    MAX(size) AS size_max
  FROM (
    SELECT
      COUNT(*) AS size
    FROM `__sdc_groups_p`
    WHERE
      NOT `__sdcm_x0` IS NULL
    GROUP BY
      `region`,
      `year`,
      `__sdcm_g0`
  ) AS s
)
SELECT
  :variable0 AS variable,
  t.n AS n,
  t.n - t.`c0` AS n_missing,
  t.`ch0` AS n_changed,
  z.n_groups AS n_groups,
  z.size_min AS group_size_min,
  z.size_max AS group_size_max
FROM totals AS t
CROSS JOIN `sizes0` AS z
