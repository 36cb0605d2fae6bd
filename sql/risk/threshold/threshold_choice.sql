{#-
  threshold_choice.sql -- the threshold chosen one of three ways, and the other
  figures it implies (seed 000 sections 4.1 and 7.3.3: mu-Argus's Calc buttons).
  Each way picks one row of risk_levels.sql, so the threshold is always snapped
  to the candidate level of its set of unsafe units:
    chosen_by 'risk'           : rule '>=': the smallest level >= $target;
                                 rule '>' : the largest level <= $target
                                 (none when $target is below every level: then
                                 every unit is unsafe and $target is kept)
    chosen_by 'reid_rate'      : the largest level whose rate bound is < $target
                                 (none: the target cannot be reached)
    chosen_by 'unsafe_records' : the smallest level with at most $target unsafe records
  inputs : levels (a risk_levels.sql table); chosen_by; rule ('>=' or '>')
  params : $target
  output : found (whether a level was chosen), threshold, observed, unsafe_units,
           unsafe_records, expected_reidentifications_bound,
           reidentification_rate_bound, and the file's figures n, n_units,
           min_level, max_level, expected_reidentifications, reidentification_rate
  grain  : one row
-#}
WITH chosen AS (
    SELECT *
    FROM {{ levels|qi }}
    {% if chosen_by == "risk" %}
    {% if rule == ">=" %}
    WHERE level >= $target
    ORDER BY level ASC
    {% else %}
    WHERE level <= $target
    ORDER BY level DESC
    {% endif %}
    {% elif chosen_by == "reid_rate" %}
    WHERE reidentification_rate_bound < $target
    ORDER BY level DESC
    {% elif chosen_by == "unsafe_records" %}
    WHERE unsafe_records <= $target
    ORDER BY level ASC
    {% else %}
    {{ chosen_by_must_be_risk_reid_rate_or_unsafe_records }}
    {% endif %}
    LIMIT 1
), totals AS (
    SELECT
        CAST(sum(records) AS BIGINT) AS n,
        CAST(sum(units) AS BIGINT) AS n_units,
        min(level) AS min_level,
        max(level) AS max_level,
        -- exact (DECIMAL, as risk_levels.sql's er): the same for any order of addition
        CAST(sum(records * CAST(level AS DECIMAL(38, 24))) AS DOUBLE) AS expected_reidentifications
    FROM {{ levels|qi }}
    WHERE observed
)
SELECT
    c.level IS NOT NULL AS found,
    {% if chosen_by == "risk" %}
    coalesce(c.level, CAST($target AS DOUBLE)) AS threshold,
    coalesce(c.observed, FALSE) AS observed,
    coalesce(c.unsafe_units, t.n_units) AS unsafe_units,
    coalesce(c.unsafe_records, t.n) AS unsafe_records,
    coalesce(c.expected_reidentifications_bound, CAST($target AS DOUBLE) * t.n) AS expected_reidentifications_bound,
    coalesce(c.reidentification_rate_bound, CAST($target AS DOUBLE)) AS reidentification_rate_bound,
    {% else %}
    c.level AS threshold,
    c.observed,
    c.unsafe_units,
    c.unsafe_records,
    c.expected_reidentifications_bound,
    c.reidentification_rate_bound,
    {% endif %}
    t.n,
    t.n_units,
    t.min_level,
    t.max_level,
    t.expected_reidentifications,
    t.expected_reidentifications / t.n AS reidentification_rate
FROM totals AS t
LEFT JOIN chosen AS c ON TRUE
