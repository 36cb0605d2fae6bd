WITH chosen AS (
  SELECT
    *
  FROM `__sdc_threshold_levels_cells_exact_gt_p`
  WHERE
    unsafe_records <= :target
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
  FROM `__sdc_threshold_levels_cells_exact_gt_p`
  WHERE
    observed
)
SELECT
  NOT c.level IS NULL AS found,
  c.level AS threshold,
  c.observed,
  c.unsafe_units,
  c.unsafe_records,
  c.expected_reidentifications_bound,
  c.reidentification_rate_bound,
  t.n,
  t.n_units,
  t.min_level,
  t.max_level,
  t.expected_reidentifications,
  t.expected_reidentifications / t.n AS reidentification_rate
FROM totals AS t
LEFT JOIN chosen AS c
  ON TRUE
