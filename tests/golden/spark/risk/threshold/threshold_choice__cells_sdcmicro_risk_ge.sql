WITH chosen AS (
  SELECT
    *
  FROM `__sdc_threshold_levels_cells_sdcmicro_ge_p`
  WHERE
    level >= :target
  ORDER BY
    level ASC NULLS LAST
  LIMIT 1
), totals AS (
  SELECT
    CAST(SUM(records) AS BIGINT) AS n,
    CAST(SUM(units) AS BIGINT) AS n_units,
    MIN(level) AS min_level,
    MAX(level) AS max_level,
    CAST(SUM(records * CAST(level AS DECIMAL(38, 24))) AS DOUBLE) AS expected_reidentifications /* exact (DECIMAL, as risk_levels.sql's er): the same for any order of addition */
  FROM `__sdc_threshold_levels_cells_sdcmicro_ge_p`
  WHERE
    observed
)
SELECT
  NOT c.level IS NULL AS found,
  COALESCE(c.level, CAST(:target AS DOUBLE)) AS threshold,
  COALESCE(c.observed, FALSE) AS observed,
  COALESCE(c.unsafe_units, t.n_units) AS unsafe_units,
  COALESCE(c.unsafe_records, t.n) AS unsafe_records,
  COALESCE(c.expected_reidentifications_bound, CAST(:target AS DOUBLE) * t.n) AS expected_reidentifications_bound,
  COALESCE(c.reidentification_rate_bound, CAST(:target AS DOUBLE)) AS reidentification_rate_bound,
  t.n,
  t.n_units,
  t.min_level,
  t.max_level,
  t.expected_reidentifications,
  t.expected_reidentifications / t.n AS reidentification_rate
FROM totals AS t
LEFT JOIN chosen AS c
  ON TRUE
