SELECT
  *
FROM (
  WITH pairs AS (
    SELECT
      o.`__sdcm_v0` AS x,
      m.`__sdcm_v0` AS y,
      m.`__sdcm_g0` AS g
    FROM `__sdc_microaggregation_values_p` AS o
    JOIN `__sdc_groups_p` AS m
      ON m.__sdcm_id = o.__sdcm_id
  ), stratum AS (
    SELECT
      AVG(x) AS mx
    FROM pairs
  ), sizes AS (
    SELECT
      COUNT(*) AS size
    FROM pairs
    WHERE
      NOT x IS NULL
    GROUP BY
      g
  )
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
)
UNION ALL
SELECT
  *
FROM (
  WITH pairs AS (
    SELECT
      o.`__sdcm_v1` AS x,
      m.`__sdcm_v1` AS y,
      m.`__sdcm_g1` AS g
    FROM `__sdc_microaggregation_values_p` AS o
    JOIN `__sdc_groups_p` AS m
      ON m.__sdcm_id = o.__sdcm_id
  ), stratum AS (
    SELECT
      AVG(x) AS mx
    FROM pairs
  ), sizes AS (
    SELECT
      COUNT(*) AS size
    FROM pairs
    WHERE
      NOT x IS NULL
    GROUP BY
      g
  )
  SELECT
    :variable1 AS variable,
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
)
