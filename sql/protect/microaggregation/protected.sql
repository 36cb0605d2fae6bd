{#-
  protected.sql -- the microaggregated file: every input row and column, the treated
  variables replaced by their group values, nothing else changed.
  inputs : keyed (the problem's keyed view); grouped (map_groups' table: __sdcm_id,
           __sdcm_v0.. the group values); columns (the input columns, in order);
           treated (column name -> index of its __sdcm_v column); categories (treated
           categorical column -> its categories.sql relation: the code is turned back
           into the category)
  output : the input columns (treated numeric ones as DOUBLE, categorical ones in
           their own type), in input order
  grain  : one row per input record
-#}
SELECT
    {% for c in columns %}
    {% if c in categories %}{{ ("__sdcm_c" ~ treated[c])|qi }}.value{% elif c in treated %}m.{{ ("__sdcm_v" ~ treated[c])|qi }}{% else %}o.{{ c|qi }}{% endif %} AS {{ c|qi }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ keyed|qi }} AS o
LEFT JOIN {{ grouped|qi }} AS m ON m.__sdcm_id = o.__sdc_row
{% for c, rel in categories.items() %}
LEFT JOIN {{ rel|qi }} AS {{ ("__sdcm_c" ~ treated[c])|qi }} ON {{ ("__sdcm_c" ~ treated[c])|qi }}.code = m.{{ ("__sdcm_v" ~ treated[c])|qi }}
{% endfor %}
ORDER BY o.__sdc_row
