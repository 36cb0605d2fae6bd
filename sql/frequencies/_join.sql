{#- _join.sql -- Jinja helper: the NULL-safe equi-join of records to cells on the keys. -#}
{% macro on_keys(n_keys, split_own_weight, r="r", c="c") -%}
{% for i in range(n_keys) %}{{ r }}.__sdc_k{{ i|int }} IS NOT DISTINCT FROM {{ c }}.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
{% if split_own_weight %} AND {{ r }}.__sdc_own_w IS NOT DISTINCT FROM {{ c }}.__sdc_own_w{% endif %}
{%- endmacro %}
