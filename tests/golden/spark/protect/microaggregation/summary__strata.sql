WITH pairs AS (
  SELECT
    o.`__sdcm_v0` AS x,
    m.`__sdcm_v0` AS y,
    m.`__sdcm_g0` AS g,
    m.`region` AS `__sdcm_s0`,
    m.`year` AS `__sdcm_s1`
  FROM `__sdc_microaggregation_values_p` AS o
  JOIN `__sdc_groups_p` AS m
    ON m.__sdcm_id = o.__sdcm_id
), stratum AS (
  SELECT
    `__sdcm_s0`,
    `__sdcm_s1`,
    AVG(x) AS mx
  FROM pairs
  GROUP BY
    `__sdcm_s0`,
    `__sdcm_s1`
), sizes AS (
  SELECT
    COUNT(*) AS size
  FROM pairs
  WHERE
    NOT x IS NULL
  GROUP BY
    `__sdcm_s0`,
    `__sdcm_s1`,
    g
)
SELECT
  *
FROM (
  SELECT
    :variable0 AS variable,
    COUNT(*) AS n,
    COUNT(*) - COUNT(p.x) AS n_missing,
    COUNT(*) FILTER(WHERE
      p.x IS DISTINCT FROM p.y) AS n_changed,
    AVG(p.x) AS mean_before,
    AVG(p.y) AS mean_after,
    STDDEV_SAMP(p.x) AS sd_before,
    STDDEV_SAMP(p.y) AS sd_after,
    SUM((
      p.x - p.y
    ) * (
      p.x - p.y
    )) AS sse,
    SUM((
      p.x - st.mx
    ) * (
      p.x - st.mx
    )) AS sst,
    (
      SELECT
        COUNT(*)
      FROM sizes
    ) AS n_groups,
    (
      SELECT
        MIN(size)
      FROM sizes
    ) AS group_size_min,
    (
      SELECT
        MAX(size)
      FROM sizes
    ) AS group_size_max
  FROM pairs AS p
  JOIN stratum AS st
    ON 1 = 1
    AND st.`__sdcm_s0` IS NOT DISTINCT FROM p.`__sdcm_s0`
    AND st.`__sdcm_s1` IS NOT DISTINCT FROM p.`__sdcm_s1`
)
