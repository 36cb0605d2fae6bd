{#-
  domain_estimates.sql -- weighted totals of one target in one file, for the whole
  file and for each combination of the domain variables' values (NA a value), in one
  scan (GROUPING SETS); a categorical target per category.
  inputs : source (a relation); domains (column names, may be empty); target (a
           column); categorical (bool); weight (a column, or none: every weight 1)
  output : whole_file (1: the whole file, 0: a domain), d{i} (domain values),
           category (categorical target; NULL for a numeric one or the NA category),
           total (sum of w x, or of w over the category), w_avail (sum of w where the
           target is present), w_all (sum of w)
  grain  : one row per (domain, category)
  sums   : exact integer sums, the same for any order of addition (docs/decisions/
           0002-exact-sums.md): each term (w, or w x) in fixed point, units of 2^-s
           as HUGEINT, s from the file's largest |term| (2^90 at most, so 2^34 terms
           fit), converted to DOUBLE once; non-finite terms (inf, NaN) are summed apart
           (their sum is the same in any order) and make the figure inf or NaN
-#}
{% import "_exact.sql" as e %}
{% set w = ("CAST(" ~ (weight|qi) ~ " AS DOUBLE)") if weight else "1.0" %}
{% set ds = domains|map("qi")|join(", ") %}
WITH terms AS (
    SELECT *,
        {{ w }} AS __sdc_tw{% if not categorical %},
        {{ w }} * {{ target|qi }} AS __sdc_tx{% endif %}
    {% if categorical %}, CAST({{ target|qi }} AS VARCHAR) AS __sdc_cat{% endif %}
    FROM {{ source|qi }}
),
scales AS (
    -- 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90
    SELECT
        CASE WHEN max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw)) > 0
             THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tw)) FILTER (isfinite(__sdc_tw))))))
             ELSE 1.0 END AS __sdc_sw{% if not categorical %},
        CASE WHEN max(abs(__sdc_tx)) FILTER (isfinite(__sdc_tx)) > 0
             THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs(__sdc_tx)) FILTER (isfinite(__sdc_tx))))))
             ELSE 1.0 END AS __sdc_sx{% endif %}
    FROM terms
),
g AS (
    SELECT
        {% if domains %}GROUPING({{ ds }}) <> 0{% else %}TRUE{% endif %} AS whole_file,
        {% for d in domains %}{{ d|qi }} AS d{{ loop.index0|int }}, {% endfor %}
        {% if categorical %}
        __sdc_cat AS category,
        sum({{ e.fixed("CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END", dialect) }}) FILTER (isfinite(__sdc_tw)) AS __sdc_total_fixed,
        sum(__sdc_tw) FILTER (NOT isfinite(__sdc_tw)) AS __sdc_total_odd,
        count(*) AS __sdc_n
        {% else %}
        CAST(NULL AS VARCHAR) AS category,
        sum({{ e.fixed("CASE WHEN isfinite(__sdc_tx) THEN __sdc_tx * __sdc_sx END", dialect) }}) FILTER (isfinite(__sdc_tx)) AS __sdc_total_fixed,
        sum(__sdc_tx) FILTER (NOT isfinite(__sdc_tx)) AS __sdc_total_odd,
        count(__sdc_tx) AS __sdc_n,
        sum({{ e.fixed("CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END", dialect) }}) FILTER ({{ target|qi }} IS NOT NULL AND isfinite(__sdc_tw)) AS __sdc_avail_fixed,
        sum(__sdc_tw) FILTER ({{ target|qi }} IS NOT NULL AND NOT isfinite(__sdc_tw)) AS __sdc_avail_odd,
        count(*) FILTER ({{ target|qi }} IS NOT NULL) AS __sdc_n_avail,
        sum({{ e.fixed("CASE WHEN isfinite(__sdc_tw) THEN __sdc_tw * __sdc_sw END", dialect) }}) FILTER (isfinite(__sdc_tw)) AS __sdc_all_fixed,
        sum(__sdc_tw) FILTER (NOT isfinite(__sdc_tw)) AS __sdc_all_odd,
        count(*) AS __sdc_n_all
        {% endif %}
    FROM terms CROSS JOIN scales
    {% if categorical %}
    GROUP BY GROUPING SETS ((__sdc_cat){% if domains %}, ({{ ds }}, __sdc_cat){% endif %})
    {% else %}
    GROUP BY GROUPING SETS ((){% if domains %}, ({{ ds }}){% endif %})
    {% endif %}
)
{% if categorical %}
, c AS (
    SELECT g.*,
           sum(__sdc_total_fixed) FILTER (category IS NOT NULL) OVER w AS __sdc_avail_fixed,
           sum(__sdc_total_odd) FILTER (category IS NOT NULL) OVER w AS __sdc_avail_odd,
           sum(__sdc_n) FILTER (category IS NOT NULL) OVER w AS __sdc_n_avail,
           sum(__sdc_total_fixed) OVER w AS __sdc_all_fixed,
           sum(__sdc_total_odd) OVER w AS __sdc_all_odd,
           sum(__sdc_n) OVER w AS __sdc_n_all
    FROM g
    WINDOW w AS (PARTITION BY whole_file{% for d in domains %}, d{{ loop.index0|int }}{% endfor %})
)
{% endif %}
SELECT
    whole_file, {% for d in domains %}d{{ loop.index0|int }}, {% endfor %}category,
    {%- set sw = "(SELECT __sdc_sw FROM scales)" %}
    {%- set sx = sw if categorical else "(SELECT __sdc_sx FROM scales)" %}
    CASE WHEN __sdc_n > 0 THEN coalesce(CAST(__sdc_total_fixed AS DOUBLE) / {{ sx }}, 0.0) + coalesce(__sdc_total_odd, 0.0) END AS total,
    CASE WHEN __sdc_n_avail > 0 THEN coalesce(CAST(__sdc_avail_fixed AS DOUBLE) / {{ sw }}, 0.0) + coalesce(__sdc_avail_odd, 0.0) END AS w_avail,
    CASE WHEN __sdc_n_all > 0 THEN coalesce(CAST(__sdc_all_fixed AS DOUBLE) / {{ sw }}, 0.0) + coalesce(__sdc_all_odd, 0.0) END AS w_all
FROM {{ "c" if categorical else "g" }}
