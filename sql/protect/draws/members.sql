{#-
  protect/draws/members.sql -- the new values by record: each record's household-level
  variables from its household's row, the others from the record-level run.
  inputs : keyed (the problem's keyed view), id (record-id column), household (the
           household id column), households (protect/draws/households.sql), treated_hh
           (__sdc_id = household id, the household-level variables' new values),
           treated (optional: __sdc_id = record id, the record-level variables' new
           values), variables (all treated, in order), household_variables (those of
           treated_hh)
  output : __sdc_id (BIGINT record id), the variables
  grain  : one row per record with a household id
-#}
SELECT
    CAST(k.{{ id|qi }} AS BIGINT) AS __sdc_id
{%- for v in variables %},
    {% if v in household_variables %}t.{{ v|qi }}{% else %}r.{{ v|qi }}{% endif %}
{%- endfor %}
FROM {{ keyed|qi }} AS k
JOIN {{ households|qi }} AS h ON h.__sdc_key = k.{{ household|qi }}
JOIN {{ treated_hh|qi }} AS t ON t.__sdc_id = h.__sdc_id
{%- if treated %}
JOIN {{ treated|qi }} AS r ON r.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
{%- endif %}
