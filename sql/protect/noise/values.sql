{#-
  protect/noise/values.sql -- each stratum's values of every variable, in record-id
  order (the per-stratum standard deviation of additive noise is computed from them
  with numpy, as udfs/noise.py does, so the same bits).
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names)
  output : the strata, __sdc_l<i> (the list of variable i's non-NULL, non-NaN values in
           record-id order; NULL when it has none)
  grain  : one row per stratum
-#}
SELECT
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    list({{ v|qi }} ORDER BY {{ id|qi }}) FILTER (WHERE {{ v|qi }} IS NOT NULL AND NOT isnan(CAST({{ v|qi }} AS DOUBLE))) AS __sdc_l{{ loop.index0 }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ keyed|qi }}
{%- if strata %}
GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}
