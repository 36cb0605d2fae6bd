{#-
  protect/pram/published.sql -- each record's published category: the row of its
  variable's bounds (stratum, original category) whose interval [lo, hi) holds the
  record's uniform draw u (udfs/pram.py apply: the first category l with u <
  cumsum(P[k])[l]; the intervals are the sorted cumulative bounds, so the same
  category).  NULL stays NULL.
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names), draws (a relation of __sdc_id and __sdc_u<i>, the
           uniform of variable i), bounds (one relation per variable: the strata,
           __sdc_from, __sdc_to (the variable's type), __sdc_lo, __sdc_hi (DOUBLE);
           empty intervals left out)
  output : __sdc_id (BIGINT record id), the variables (their types)
  grain  : one row per record, any order
-#}
WITH d AS (
    SELECT CAST(k.{{ id|qi }} AS BIGINT) AS __sdc_id
    {%- for s in strata %}, k.{{ s|qi }}{% endfor %}
    {%- for v in variables %}, k.{{ v|qi }}, u.__sdc_u{{ loop.index0 }}{% endfor %}
    FROM {{ keyed|qi }} AS k
    JOIN {{ draws|qi }} AS u ON u.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
)
{%- for v in variables %}
{%- set i = loop.index0 %},
n{{ i }} AS (
    SELECT d.__sdc_id, b.__sdc_to AS __sdc_v
    FROM d
    JOIN {{ bounds[i]|qi }} AS b
      ON b.__sdc_from = d.{{ v|qi }}{% for s in strata %} AND b.{{ s|qi }} = d.{{ s|qi }}{% endfor %}
     AND d.__sdc_u{{ i }} >= b.__sdc_lo AND d.__sdc_u{{ i }} < b.__sdc_hi
)
{%- endfor %}
SELECT d.__sdc_id
{%- for v in variables %},
    n{{ loop.index0 }}.__sdc_v AS {{ v|qi }}
{%- endfor %}
FROM d
{%- for v in variables %}
LEFT JOIN n{{ loop.index0 }} ON n{{ loop.index0 }}.__sdc_id = d.__sdc_id
{%- endfor %}
