WITH chosen AS (
    SELECT *
    FROM "__sdc_threshold_levels_cells_exact_gt_p"

    WHERE unsafe_records <= $target
    ORDER BY level ASC

    LIMIT 1
), totals AS (
    SELECT
        CAST(sum(records) AS BIGINT) AS n,
        CAST(sum(units) AS BIGINT) AS n_units,
        min(level) AS min_level,
        max(level) AS max_level,
        -- exact (DECIMAL, as risk_levels.sql's er): the same for any order of addition
        CAST(sum(records * CAST(level AS DECIMAL(38, 24))) AS DOUBLE) AS expected_reidentifications
    FROM "__sdc_threshold_levels_cells_exact_gt_p"
    WHERE observed
)
SELECT
    c.level IS NOT NULL AS found,

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
LEFT JOIN chosen AS c ON TRUE
