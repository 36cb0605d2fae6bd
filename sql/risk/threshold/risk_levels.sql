{#-
  risk_levels.sql -- every candidate threshold with the figures it implies
  (seed 000 section 4.1, formulas 16-17; section 5.2 for households).
  Units (cells, or households) are ordered by risk; one window pass gives, for
  every observed risk level t, the records below t and their expected
  re-identifications, hence the bound of formula (17)
      ER_bound(t) = sum over units with risk < t of c * r  +  t * sum over units with risk >= t of c
  which equals sum c * min(r, t), the same under both rules.
  inputs : relation (a cell-risk or household table); value (its risk column);
           weight (its records-per-unit column: __sdc_c for cells, members for
           households); rule ('>=' or '>': which units a level makes unsafe)
  output : level (the candidate threshold), observed (false only for the extra
           level +infinity that the rule '>=' needs to make nothing unsafe),
           units and records at the level, unsafe_units, unsafe_records,
           expected_reidentifications_bound, reidentification_rate_bound
  grain  : one row per distinct observed risk level (plus +infinity under '>=')
-#}
WITH levels AS (
    SELECT
        {{ value|qi }} AS level,
        count(*) AS units,
        CAST(sum({{ weight|qi }}) AS BIGINT) AS records,
        -- exact (DECIMAL) so that no figure depends on the order threads add in
        sum({{ weight|qi }} * CAST({{ value|qi }} AS DECIMAL(38, 24))) AS er
    FROM {{ relation|qi }}
    GROUP BY {{ value|qi }}
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
    {% if rule == ">=" %}
    CAST(t.n_units - c.units_below AS BIGINT) AS unsafe_units,
    CAST(t.n - c.records_below AS BIGINT) AS unsafe_records,
    {% else %}
    CAST(t.n_units - c.units_below - c.units AS BIGINT) AS unsafe_units,
    CAST(t.n - c.records_below - c.records AS BIGINT) AS unsafe_records,
    {% endif %}
    c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE) AS expected_reidentifications_bound,
    (c.er_below + c.level * CAST(t.n - c.records_below AS DOUBLE)) / t.n AS reidentification_rate_bound
FROM cumulative AS c, totals AS t
{% if rule == ">=" %}
UNION ALL
SELECT
    CAST('inf' AS DOUBLE), FALSE, CAST(0 AS BIGINT), CAST(0 AS BIGINT), CAST(0 AS BIGINT),
    CAST(0 AS BIGINT), CAST(t.er AS DOUBLE), CAST(t.er AS DOUBLE) / t.n
FROM totals AS t
{% endif %}
