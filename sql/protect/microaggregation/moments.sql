{#-
  moments.sql -- the exact sums behind microaggregation's means, standard deviations,
  SSE and SST, per stratum: for each treated variable i the fixed-point sums
  (_fixed_point.sql) of the values before (x), after (v) and of the changes (d = x - v),
  each side with its own scale over the whole file, so the strata's integers add up
  exactly (sdcsql.protect.microaggregation: the figures from them in rational
  arithmetic, each rounded once: the same on either engine and for any thread count).
  inputs : grouped (map_groups' table: the strata, __sdcm_x<i> the values before,
           __sdcm_v<i> the group values, NULL where missing); variables (treated
           column names, in order); strata (column names)
  output : per stratum and side p in x<i>, v<i>, d<i>: n<p> (values present), k<p>
           (the scale, a power of two), sh<p>, sl<p>, hh<p>, hl<p>, ll<p> (the sums)
  grain  : one row per stratum (one row without strata)
-#}
{%- import "_fixed_point.sql" as fp %}
{%- import "_exact.sql" as e %}
{%- set sides = ("x", "v", "d") %}
WITH scaled AS (
    SELECT
    {%- for s in strata %}
        g.{{ s|qi }} AS {{ ("__sdcm_s" ~ loop.index0)|qi }},
    {%- endfor %}
    {%- for v in variables %}{% set i = loop.index0 %}
        g.{{ ("__sdcm_x" ~ i)|qi }} AS {{ ("__sdcm_px" ~ i)|qi }},
        g.{{ ("__sdcm_v" ~ i)|qi }} AS {{ ("__sdcm_pv" ~ i)|qi }},
        g.{{ ("__sdcm_x" ~ i)|qi }} - g.{{ ("__sdcm_v" ~ i)|qi }} AS {{ ("__sdcm_pd" ~ i)|qi }}{{ "," if not loop.last }}
    {%- endfor %}
    FROM {{ grouped|qi }} AS g
),
scales AS (
    SELECT 1 AS __sdcm_one
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
        , {{ fp.scale("max(abs(" ~ ("__sdcm_p" ~ p ~ i)|qi ~ "))") }} AS {{ ("k" ~ p ~ i)|qi }}
    {%- endfor %}{% endfor %}
    FROM scaled
),
fixed AS (
    SELECT s.*, c.*
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
        , {{ e.whole("s." ~ ("__sdcm_p" ~ p ~ i)|qi ~ " * c." ~ ("k" ~ p ~ i)|qi) }} AS {{ ("__sdcm_f" ~ p ~ i)|qi }}
    {%- endfor %}{% endfor %}
    FROM scaled AS s
    CROSS JOIN scales AS c
),
parts AS (
    SELECT f.*
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}{% set x = ("f." ~ ("__sdcm_f" ~ p ~ i)|qi) %}
        , {{ fp.high(x) }} AS {{ ("__sdcm_h" ~ p ~ i)|qi }}
        , {{ fp.low(x) }} AS {{ ("__sdcm_l" ~ p ~ i)|qi }}
    {%- endfor %}{% endfor %}
    FROM fixed AS f
)
SELECT count(*) AS n
    {%- for v in variables %}{% set i = loop.index0 %}{% for p in sides %}
    , count({{ ("__sdcm_f" ~ p ~ i)|qi }}) AS {{ ("n" ~ p ~ i)|qi }}
    , max({{ ("k" ~ p ~ i)|qi }}) AS {{ ("k" ~ p ~ i)|qi }}
    , {{ fp.sums(("__sdcm_h" ~ p ~ i)|qi, ("__sdcm_l" ~ p ~ i)|qi, p ~ i) }}
    {%- endfor %}{% endfor %}
FROM parts
{%- if strata %}
GROUP BY {% for s in strata %}{{ ("__sdcm_s" ~ loop.index0)|qi }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}
