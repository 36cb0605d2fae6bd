{#-
  protect/draws/compare.sql -- each treated variable before and after, for the summary.
  inputs : keyed (the problem's keyed view), treated (a relation of __sdc_id and the new
           values), id (record-id column), strata (column names), variables (the
           treated ones)
  output : the strata, then __sdc_b<i> (before) and __sdc_a<i> (after) per variable i
  grain  : one row per record, in record-id order
-#}
SELECT
{%- for s in strata %}
    k.{{ s|qi }},
{%- endfor %}
{%- for v in variables %}
    k.{{ v|qi }} AS __sdc_b{{ loop.index0 }},
    t.{{ v|qi }} AS __sdc_a{{ loop.index0 }}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ keyed|qi }} AS k
JOIN {{ treated|qi }} AS t ON t.__sdc_id = CAST(k.{{ id|qi }} AS BIGINT)
ORDER BY t.__sdc_id
