{#-
  protected.sql -- the microaggregated file: every input row and column, the treated
  variables replaced by their group values, nothing else changed.
  inputs : keyed (the problem's keyed view); grouped (map_groups' table: __sdcm_id,
           __sdcm_v0.. the group values); columns (the input columns, in order);
           treated (column name -> index of its __sdcm_v column)
  output : the input columns (treated ones as DOUBLE), in input order
  grain  : one row per input record
-#}
SELECT
    {% for c in columns %}
    {% if c in treated %}m.{{ ("__sdcm_v" ~ treated[c])|qi }}{% else %}o.{{ c|qi }}{% endif %} AS {{ c|qi }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ keyed|qi }} AS o
LEFT JOIN {{ grouped|qi }} AS m ON m.__sdcm_id = o.__sdc_row
ORDER BY o.__sdc_row
