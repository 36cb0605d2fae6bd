{#-
  protected.sql -- the microaggregated file: every input row and column, the treated
  variables replaced by their group values, nothing else changed.
  inputs : keyed (the problem's keyed view); grouped (map_groups' table: __sdcm_id,
           __sdcm_v0.. the group values; none when every treated variable is
           household-level); columns (the input columns, in order);
           treated (column name -> index of its __sdcm_v column); categories (treated
           categorical column -> its categories.sql relation: the code is turned back
           into the category); household-level variables (optional):
           household (the household id column), households (households.sql's
           relation), grouped_households (map_groups' table over the households,
           __sdcm_id the household's __sdc_row), household_treated (column -> index of
           its __sdcm_v column there), household_categories (as categories)
  output : the input columns (treated numeric ones as DOUBLE, categorical ones in
           their own type), in input order; a household-level variable carries its
           household's group value in every member
  grain  : one row per input record
-#}
{%- set household_treated = household_treated|default({}) %}
{%- set household_categories = household_categories|default({}) %}
SELECT
    {% for c in columns %}
    {% if c in household_categories %}{{ ("__sdcm_hc" ~ household_treated[c])|qi }}.value{% elif c in household_treated %}mh.{{ ("__sdcm_v" ~ household_treated[c])|qi }}{% elif c in categories %}{{ ("__sdcm_c" ~ treated[c])|qi }}.value{% elif c in treated %}m.{{ ("__sdcm_v" ~ treated[c])|qi }}{% else %}o.{{ c|qi }}{% endif %} AS {{ c|qi }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ keyed|qi }} AS o
{% if grouped %}
LEFT JOIN {{ grouped|qi }} AS m ON m.__sdcm_id = o.__sdc_row
{% endif %}
{% for c, rel in categories.items() %}
LEFT JOIN {{ rel|qi }} AS {{ ("__sdcm_c" ~ treated[c])|qi }} ON {{ ("__sdcm_c" ~ treated[c])|qi }}.code = m.{{ ("__sdcm_v" ~ treated[c])|qi }}
{% endfor %}
{% if household_treated %}
LEFT JOIN {{ households|qi }} AS h ON h.__sdc_key = o.{{ household|qi }}
LEFT JOIN {{ grouped_households|qi }} AS mh ON mh.__sdcm_id = h.__sdc_row
{% for c, rel in household_categories.items() %}
LEFT JOIN {{ rel|qi }} AS {{ ("__sdcm_hc" ~ household_treated[c])|qi }} ON {{ ("__sdcm_hc" ~ household_treated[c])|qi }}.code = mh.{{ ("__sdcm_v" ~ household_treated[c])|qi }}
{% endfor %}
{% endif %}
ORDER BY o.__sdc_row
