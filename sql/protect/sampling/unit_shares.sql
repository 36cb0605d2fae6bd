{#-
  protect/sampling/unit_shares.sql -- per household of the sample, its weight total and
  its weighted share of each calibration category, for the raking with one factor per
  household (udfs.raking.unit_factors: a household's factor is exp(p' lambda), p its
  shares, so households of equal shares are raked together:
  protect/sampling/unit_profiles.sql).
  inputs : coded (protect/sampling/coded.sql, with __sdc_unit), sizes (per variable, its
           number of categories)
  output : __sdc_unit, size_fixed (HUGEINT: the weight total times 2^52), a<j>_<k>
           (HUGEINT: the weight total of category k of variable j, times 2^52),
           p<j>_<k> (the share a<j>_<k> / size_fixed: the members' count share when
           their weights are equal, so households of one composition share it exactly;
           else the two integers as doubles (the high and low 64 bits converted apart,
           the same double on either engine) divided), w_min, w_max
  grain  : one row per household of the sample
-#}
{%- import "_exact.sql" as r %}
{%- set fixed = r.integer("__sdc_w * power(2.0, 52)") %}
SELECT
    __sdc_unit,
    sum({{ fixed }}) AS size_fixed,
    min(__sdc_w) AS w_min,
    max(__sdc_w) AS w_max
    {%- for size in sizes %}{% set j = loop.index0 %}{% for k in range(size) %}
    , sum({{ fixed }}) FILTER (WHERE __sdc_c{{ j|int }} = {{ k|int }}) AS a{{ j|int }}_{{ k|int }}
    , CASE WHEN min(__sdc_w) = max(__sdc_w)
           THEN CAST(count(*) FILTER (WHERE __sdc_c{{ j|int }} = {{ k|int }}) AS DOUBLE) / count(*)
           ELSE coalesce({{ r.double("sum(" ~ fixed ~ ") FILTER (WHERE __sdc_c" ~ (j|int) ~ " = " ~ (k|int) ~ ")") }}, 0.0)
                / {{ r.double("sum(" ~ fixed ~ ")") }}
      END AS p{{ j|int }}_{{ k|int }}
    {%- endfor %}{% endfor %}
FROM {{ coded|qi }}
GROUP BY __sdc_unit
