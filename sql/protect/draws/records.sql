{#-
  protect/draws/records.sql -- the records a perturbation method treats, per stratum.
  inputs : keyed (the problem's keyed view), id (record-id column: the spec's
           person_id, else __sdc_row), strata (column names), variables (column names)
           ordered (default true: in record-id order)
  output : __sdc_id (BIGINT record id), the strata, the variables
  grain  : one row per record, in record-id order (any order when ordered is false)
-#}
SELECT CAST({{ id|qi }} AS BIGINT) AS __sdc_id
{%- for s in strata %}, {{ s|qi }}{% endfor %}
{%- for v in variables %}, {{ v|qi }}{% endfor %}
FROM {{ keyed|qi }}
{% if ordered is not defined or ordered %}ORDER BY __sdc_id{% endif %}
