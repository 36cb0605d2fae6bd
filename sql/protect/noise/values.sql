{#-
  protect/noise/values.sql -- every record's values of the variables with its strata,
  sorted by stratum and, within a stratum, in record-id order (the per-stratum
  standard deviation of additive noise is computed from them with numpy, as
  udfs/noise.py does, so the same bits; a plain sorted scan, not one ordered list
  aggregate per variable: a quarter of the CPU at 1,000,000 records).
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names)
  output : the strata, the variables (NULL and NaN left in: numpy drops them)
  grain  : one row per record, ordered by the strata (NULLs last), then the record id
-#}
SELECT
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    {{ v|qi }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ keyed|qi }}
ORDER BY {% for s in strata %}{{ s|qi }} NULLS LAST, {% endfor %}{{ id|qi }}
