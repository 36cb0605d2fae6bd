{#-
  protect/draws/summary.sql -- a perturbation's summary in one aggregation: per treated
  variable the records changed, the exact sums of the values before and after and of
  their squares, the strata, and the range counts; nothing per record leaves the engine.
  inputs : paired (protect/draws/paired.sql over the same strata, variables and
           numeric), strata (column names), variables (the treated ones), numeric (bool:
           the values compared and summed as DOUBLE; false: compared as they are, no
           sums), ranges (bool, numeric only: the crossed-zero, outside-range and
           new-sign counts against the original's [min, max] of the record's stratum)
  output : n (records), strata (distinct strata, NULL a value; 1 without strata, 0
           for no record), per variable i: changed{i} (the value differs, or is missing
           on one side only); numeric: per side p of b (before) and a (after): n{p}{i}
           (values present), k{p}{i} (the fixed-point scale, a power of two), for
           X = whole(x k) = H 2^44 + L, 0 <= L < 2^44: sh{p}{i}, sl{p}{i} (sums of H and
           L: sum X = sh 2^44 + sl), hh{p}{i}, hl{p}{i}, ll{p}{i} (sums of H^2, H L and
           L^2: sum X^2 = hh 2^88 + hl 2^45 + ll);
           ranges: crossed_zero{i}, outside_range{i}, new_sign{i}
  grain  : one row
  sums   : exact integer sums (the macros of _fixed_point.sql, shared with
           microaggregation's moments.sql), the same for any order of addition or engine (docs/
           decisions/0002-exact-sums.md, 0003): each value in units of 2^-s as HUGEINT
           (DECIMAL(38, 0) on Spark), s from the variable's largest |x| (below 2^89, so
           |H| < 2^45 and each square below 2^90: 2^34 records fit), H and L cast to
           integers through BIGINT (Spark casts a double to a decimal through its
           shortest decimal text, not exact beyond 17 digits); the mean and the
           variance are computed from the integers in exact rational arithmetic and
           rounded once (sdcsql.protect.draws.moments)
-#}
{%- set sides = ("b", "a") %}
{%- import "_fixed_point.sql" as fp %}
{%- import "_exact.sql" as e %}
WITH strata_ AS (
    -- one row per stratum (one row without strata): the original's bounds
    SELECT count(*) AS __sdc_n
    {%- for s in strata %}, {{ ("__sdc_s" ~ loop.index0)|qi }}{% endfor %}
    {%- if numeric and ranges %}{% for v in variables %}
        , min(__sdc_b{{ loop.index0 }}) AS __sdc_lo{{ loop.index0 }}, max(__sdc_b{{ loop.index0 }}) AS __sdc_hi{{ loop.index0 }}
    {%- endfor %}{% endif %}
    FROM {{ paired|qi }}
    {%- if strata %}
    GROUP BY {% for s in strata %}{{ ("__sdc_s" ~ loop.index0)|qi }}{{ ", " if not loop.last }}{% endfor %}
    {%- endif %}
){% if numeric %},
scales AS (
    -- 2^(88 - ceil(log2 max|x|)), clipped to 2^1000: the largest |X| is below 2^89
    SELECT 1 AS __sdc_one
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
        , {{ fp.scale("max(abs(__sdc_" ~ p ~ i ~ "))") }} AS k{{ p }}{{ i }}
    {%- endfor %}{% endfor %}
    FROM {{ paired|qi }}
),
fixed AS (
    SELECT j.*
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
        , {{ e.whole("j.__sdc_" ~ p ~ i ~ " * c.k" ~ p ~ i) }} AS __sdc_x{{ p }}{{ i }}
    {%- endfor %}
    {%- if ranges %}
        , r.__sdc_lo{{ i }}, r.__sdc_hi{{ i }}
    {%- endif %}{% endfor %}
    FROM {{ paired|qi }} AS j
    CROSS JOIN scales AS c
    {%- if ranges %}
    JOIN strata_ AS r ON TRUE
    {%- for s in strata %}
        AND r.{{ ("__sdc_s" ~ loop.index0)|qi }} IS NOT DISTINCT FROM j.{{ ("__sdc_s" ~ loop.index0)|qi }}
    {%- endfor %}
    {%- endif %}
),
parts AS (
    SELECT f.*
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
        , {{ fp.high("f.__sdc_x" ~ p ~ i) }} AS __sdc_h{{ p }}{{ i }}
        , {{ fp.low("f.__sdc_x" ~ p ~ i) }} AS __sdc_l{{ p }}{{ i }}
    {%- endfor %}{% endfor %}
    FROM fixed AS f
){% endif %},
totals AS (
    SELECT count(*) AS n
    {%- for v in variables %}{% set i = loop.index0 %}
        , count(*) FILTER (WHERE __sdc_b{{ i }} IS DISTINCT FROM __sdc_a{{ i }}) AS changed{{ i }}
    {%- if numeric %}{% for p in sides %}{% set x = "__sdc_" ~ p ~ i %}
        , count({{ x }}) AS n{{ p }}{{ i }}
        , {{ fp.sums("__sdc_h" ~ p ~ i, "__sdc_l" ~ p ~ i, p ~ i) }}
    {%- endfor %}
    {%- if ranges %}{% set b = "__sdc_b" ~ i %}{% set a = "__sdc_a" ~ i %}{% set lo = "__sdc_lo" ~ i %}{% set hi = "__sdc_hi" ~ i %}
        , count(*) FILTER (WHERE ({{ b }} > 0 AND {{ a }} < 0) OR ({{ b }} < 0 AND {{ a }} > 0)) AS crossed_zero{{ i }}
        , count(*) FILTER (WHERE {{ b }} IS NOT NULL AND ({{ a }} < {{ lo }} OR {{ a }} > {{ hi }})) AS outside_range{{ i }}
        , count(*) FILTER (WHERE {{ b }} IS NOT NULL AND (({{ a }} < 0 AND {{ lo }} >= 0) OR ({{ a }} > 0 AND {{ hi }} <= 0))) AS new_sign{{ i }}
    {%- endif %}{% endif %}
    {%- endfor %}
    FROM {{ "parts" if numeric else paired|qi }}
)
SELECT t.*, (SELECT count(*) FROM strata_ WHERE __sdc_n > 0) AS strata{% if numeric %}, c.*{% endif %}
FROM totals AS t{% if numeric %}
CROSS JOIN scales AS c{% endif %}
