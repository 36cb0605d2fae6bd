{#-
  protect/noise/records.sql -- the records additive noise treats, each with its
  stratum's standard deviation of every variable (row-wise input of map_batches).
  inputs : keyed (the problem's keyed view), id (record-id column), strata (column
           names), variables (names), sd (a relation of the strata and __sdc_sd<i>, one
           row per stratum)
  output : __sdc_id (BIGINT record id), the variables, __sdc_sd<i> (DOUBLE)
  grain  : one row per record, any order
-#}
SELECT CAST(k.{{ id|qi }} AS BIGINT) AS __sdc_id
{%- for v in variables %}, k.{{ v|qi }}{% endfor %}
{%- for v in variables %}, s.__sdc_sd{{ loop.index0 }}{% endfor %}
FROM {{ keyed|qi }} AS k
{%- if strata %}
JOIN {{ sd|qi }} AS s ON {% for c in strata %}s.{{ c|qi }} = k.{{ c|qi }}{{ " AND " if not loop.last }}{% endfor %}
{%- else %}
CROSS JOIN {{ sd|qi }} AS s
{%- endif %}
