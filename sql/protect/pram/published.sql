{#-
  protect/pram/published.sql -- each record's published category: the row of its
  variable's bounds (stratum, original category) whose interval [lo, hi) holds the
  record's uniform draw u (udfs/pram.py apply: the first category l with u <
  cumsum(P[k])[l]; the intervals are the sorted cumulative bounds, so the same
  category).  NULL stays NULL.
  inputs : draws (a relation of __sdc_id, the strata, the variables and __sdc_u<i>,
           the uniform of variable i: sql/protect/draws/uniforms.sql), strata (column
           names), variables (names), bounds (one relation per variable: the strata,
           __sdc_from, __sdc_to (the variable's type), __sdc_lo, __sdc_hi (DOUBLE);
           empty intervals left out)
  output : __sdc_id (BIGINT record id), the variables (their types; the intervals of a
           category do not overlap, so each record meets at most one row of each
           bounds relation)
  grain  : one row per record, any order
-#}
SELECT d.__sdc_id
{%- for v in variables %},
    b{{ loop.index0 }}.__sdc_to AS {{ v|qi }}
{%- endfor %}
FROM {{ draws|qi }} AS d
{%- for v in variables %}
{%- set i = loop.index0 %}
LEFT JOIN {{ bounds[i]|qi }} AS b{{ i }}
  ON b{{ i }}.__sdc_from = d.{{ v|qi }}{% for s in strata %} AND b{{ i }}.{{ s|qi }} = d.{{ s|qi }}{% endfor %}
 AND d.__sdc_u{{ i }} >= b{{ i }}.__sdc_lo AND d.__sdc_u{{ i }} < b{{ i }}.__sdc_hi
{%- endfor %}
