WITH levels AS (
    SELECT
        "risk" AS level,
        count(*) AS units,
        CAST(sum("__sdc_c") AS BIGINT) AS records,
        -- exact (DECIMAL) so that no figure depends on the order threads add in
        sum("__sdc_c" * CAST("risk" AS DECIMAL(38, 24))) AS er
    FROM "__sdc_cell_risk_exact_p"
    GROUP BY "risk"
), totals AS (
    SELECT sum(units) AS n_units, sum(records) AS n, sum(er) AS er FROM levels
), cumulative AS (
    SELECT
        level, units, records,
        CAST(coalesce(sum(er) OVER below, 0) AS DOUBLE) AS er_below,
        coalesce(sum(records) OVER below, 0) AS records_below,
        coalesce(sum(units) OVER below, 0) AS units_below
    FROM levels
    WINDOW below AS (ORDER BY level ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
)
SELECT
    CAST(c.level AS DOUBLE) AS level,
    TRUE AS observed,
    CAST(c.units AS BIGINT) AS units,
    CAST(c.records AS BIGINT) AS records,

    CAST(t.n_units - c.units_below - c.units AS BIGINT) AS unsafe_units,
    CAST(t.n - c.records_below - c.records AS BIGINT) AS unsafe_records,

    c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE) AS expected_reidentifications_bound,
    (c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE)) / t.n AS reidentification_rate_bound
FROM cumulative AS c, totals AS t
