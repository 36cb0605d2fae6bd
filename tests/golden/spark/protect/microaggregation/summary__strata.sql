WITH stratum AS (
  SELECT
    `region` AS `__sdcm_s0`,
    `year` AS `__sdcm_s1`,
    AVG(`__sdcm_x0`) AS `mx0`
  FROM `__sdc_groups_p`
  GROUP BY
    `region`,
    `year`
), totals AS (
  SELECT
    COUNT(*) AS n,
    COUNT(p.`__sdcm_x0`) AS `c0`,
    COUNT(*) FILTER(WHERE
      p.`__sdcm_x0` IS DISTINCT FROM p.`__sdcm_v0`) AS `ch0`,
    AVG(p.`__sdcm_x0`) AS `mb0`,
    AVG(p.`__sdcm_v0`) AS `ma0`,
    STDDEV_SAMP(p.`__sdcm_x0`) AS `sb0`,
    STDDEV_SAMP(p.`__sdcm_v0`) AS `sa0`,
    SUM((
      p.`__sdcm_x0` - p.`__sdcm_v0`
    ) * (
      p.`__sdcm_x0` - p.`__sdcm_v0`
    )) AS `sse0`,
    SUM((
      p.`__sdcm_x0` - st.`mx0`
    ) * (
      p.`__sdcm_x0` - st.`mx0`
    )) AS `sst0`
  FROM `__sdc_groups_p` AS p
  JOIN stratum AS st
    ON 1 = 1
    AND st.`__sdcm_s0` IS NOT DISTINCT FROM p.`region`
    AND st.`__sdcm_s1` IS NOT DISTINCT FROM p.`year`
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
  t.`mb0` AS mean_before,
  t.`ma0` AS mean_after,
  t.`sb0` AS sd_before,
  t.`sa0` AS sd_after,
  t.`sse0` AS sse,
  t.`sst0` AS sst,
  z.n_groups AS n_groups,
  z.size_min AS group_size_min,
  z.size_max AS group_size_max
FROM totals AS t
CROSS JOIN `sizes0` AS z
