{#-
  protect/draws/replaced.sql -- the protected relation: every record and every input
  column, the treated variables replaced by their new values.
  inputs : keyed (the problem's keyed view), id (its record-id column), treated (a
           relation of __sdc_id and the new values), columns (every input column, in
           order), variables (the treated ones)
  output : the input columns
  grain  : one row per input record, in input order (__sdc_row)
-#}
SELECT
{%- for c in columns %}
    {% if c in variables %}t.{{ c|qi }}{% else %}k.{{ c|qi }}{% endif %}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ keyed|qi }} AS k
LEFT JOIN {{ treated|qi }} AS t ON t.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
ORDER BY k.__sdc_row
