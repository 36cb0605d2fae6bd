{#-
  domain_estimates.sql -- weighted totals in one file, for the whole file and for each
  combination of the domain variables' values (NA a value), in one scan (GROUPING
  SETS): of every numeric target at once, or of one categorical target per category.
  inputs : source (a relation); domains (column names, may be empty); targets (column
           names: the numeric targets, or one categorical target); categorical (bool);
           weight (a column, or none: every weight 1)
  output : whole_file (1: the whole file, 0: a domain), d{i} (domain values),
           w_all (sum of w); numeric: per target j total_{j} (sum of w x) and
           w_avail_{j} (sum of w where target j is present); categorical: category
           (NULL for the NA category), total (sum of w over the category), w_avail
           (sum of w where the target is present)
  grain  : one row per domain (numeric), per (domain, category) (categorical)
  sums   : exact integer sums, the same for any order of addition (docs/decisions/
           0002-exact-sums.md): each term (w, or w x) in fixed point, units of 2^-s
           as HUGEINT, s from the file's largest |term| of its sum (2^90 at most, so
           2^34 terms fit), converted to DOUBLE once; non-finite terms (inf, NaN) are
           summed apart (their sum is the same in any order) and make the figure inf
           or NaN
-#}
{% import "_exact.sql" as e %}
{% set w = ("CAST(" ~ (weight|qi) ~ " AS DOUBLE)") if weight else "1.0" %}
{% set ds = domains|map("qi")|join(", ") %}
{%- macro fixed_sum(term, scale, where) -%}
sum({{ e.fixed("CASE WHEN isfinite(" ~ term ~ ") THEN " ~ term ~ " * " ~ scale ~ " END", dialect) }}) FILTER ({{ where }}isfinite({{ term }}))
{%- endmacro %}
{%- macro odd_sum(term, where) -%}
sum({{ term }}) FILTER ({{ where }}NOT isfinite({{ term }}))
{%- endmacro %}
{%- macro scale(term) -%}
CASE WHEN max(abs({{ term }})) FILTER (isfinite({{ term }})) > 0
     THEN power(2.0, least(1000.0, 90 - ceil(log2(max(abs({{ term }})) FILTER (isfinite({{ term }}))))))
     ELSE 1.0 END
{%- endmacro %}
{%- macro figure(n, fixed, odd, s) -%}
CASE WHEN {{ n }} > 0 THEN coalesce(CAST({{ fixed }} AS DOUBLE) / {{ s }}, 0.0) + coalesce({{ odd }}, 0.0) END
{%- endmacro %}
WITH terms AS (
    SELECT *,
        {{ w }} AS __sdc_tw
    {%- if categorical %},
        CAST({{ targets[0]|qi }} AS VARCHAR) AS __sdc_cat
    {%- else %}{% for t in targets %},
        {{ w }} * {{ t|qi }} AS __sdc_tx{{ loop.index0|int }}
    {%- endfor %}{% endif %}
    FROM {{ source|qi }}
),
scales AS (
    -- 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90
    SELECT
        {{ scale("__sdc_tw") }} AS __sdc_sw
    {%- if not categorical %}{% for t in targets %},
        {{ scale("__sdc_tx" ~ loop.index0) }} AS __sdc_sx{{ loop.index0|int }}
    {%- endfor %}{% endif %}
    FROM terms
),
g AS (
    SELECT
        {% if domains %}GROUPING({{ ds }}) <> 0{% else %}TRUE{% endif %} AS whole_file,
        {% for d in domains %}{{ d|qi }} AS d{{ loop.index0|int }}, {% endfor %}
        {% if categorical %}
        __sdc_cat AS category,
        {{ fixed_sum("__sdc_tw", "__sdc_sw", "") }} AS __sdc_total_fixed,
        {{ odd_sum("__sdc_tw", "") }} AS __sdc_total_odd,
        count(*) AS __sdc_n
        {% else %}
        {%- for t in targets %}{% set j = loop.index0|int %}{% set present = (t|qi) ~ " IS NOT NULL AND " %}
        {{ fixed_sum("__sdc_tx" ~ j, "__sdc_sx" ~ j, "") }} AS __sdc_total_fixed{{ j }},
        {{ odd_sum("__sdc_tx" ~ j, "") }} AS __sdc_total_odd{{ j }},
        count(__sdc_tx{{ j }}) AS __sdc_n{{ j }},
        {{ fixed_sum("__sdc_tw", "__sdc_sw", present) }} AS __sdc_avail_fixed{{ j }},
        {{ odd_sum("__sdc_tw", present) }} AS __sdc_avail_odd{{ j }},
        count(*) FILTER ({{ t|qi }} IS NOT NULL) AS __sdc_n_avail{{ j }},
        {%- endfor %}
        {{ fixed_sum("__sdc_tw", "__sdc_sw", "") }} AS __sdc_all_fixed,
        {{ odd_sum("__sdc_tw", "") }} AS __sdc_all_odd,
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
    whole_file, {% for d in domains %}d{{ loop.index0|int }}, {% endfor %}
    {%- set sw = "(SELECT __sdc_sw FROM scales)" %}
    {%- if categorical %}
    category,
    {{ figure("__sdc_n", "__sdc_total_fixed", "__sdc_total_odd", sw) }} AS total,
    {{ figure("__sdc_n_avail", "__sdc_avail_fixed", "__sdc_avail_odd", sw) }} AS w_avail,
    {%- else %}{% for t in targets %}{% set j = loop.index0|int %}
    {{ figure("__sdc_n" ~ j, "__sdc_total_fixed" ~ j, "__sdc_total_odd" ~ j, "(SELECT __sdc_sx" ~ j ~ " FROM scales)") }} AS total_{{ j }},
    {{ figure("__sdc_n_avail" ~ j, "__sdc_avail_fixed" ~ j, "__sdc_avail_odd" ~ j, sw) }} AS w_avail_{{ j }},
    {%- endfor %}{% endif %}
    {{ figure("__sdc_n_all", "__sdc_all_fixed", "__sdc_all_odd", sw) }} AS w_all
FROM {{ "c" if categorical else "g" }}
