WITH levels AS (
  SELECT
    `household_risk` AS level,
    COUNT(*) AS units,
    CAST(SUM(`members`) AS BIGINT) AS records,
    SUM(`members` * CAST(`household_risk` AS DECIMAL(38, 24))) AS er /* exact (DECIMAL) so that no figure depends on the order threads add in */
  FROM `__sdc_households_exact_p`
  GROUP BY
    `household_risk`
), totals AS (
  SELECT
    SUM(units) AS n_units,
    SUM(records) AS n,
    SUM(er) AS er
  FROM levels
), cumulative AS (
  SELECT
    level,
    units,
    records,
    CAST(COALESCE(SUM(er) OVER below, 0) AS DOUBLE) AS er_below,
    COALESCE(SUM(records) OVER below, 0) AS records_below,
    COALESCE(SUM(units) OVER below, 0) AS units_below
  FROM levels
  WINDOW below AS (ORDER BY level NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
)
SELECT
  CAST(c.level AS DOUBLE) AS level,
  TRUE AS observed,
  CAST(c.units AS BIGINT) AS units,
  CAST(c.records AS BIGINT) AS records,
  CAST(t.n_units - c.units_below AS BIGINT) AS unsafe_units,
  CAST(t.n - c.records_below AS BIGINT) AS unsafe_records,
  c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE) AS expected_reidentifications_bound,
  (
    c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE)
  ) / t.n AS reidentification_rate_bound
FROM cumulative AS c, totals AS t
UNION ALL
SELECT
  CAST('inf' AS DOUBLE),
  FALSE,
  CAST(0 AS BIGINT),
  CAST(0 AS BIGINT),
  CAST(0 AS BIGINT),
  CAST(0 AS BIGINT),
  CAST(t.er AS DOUBLE),
  CAST(t.er AS DOUBLE) / t.n
FROM totals AS t
