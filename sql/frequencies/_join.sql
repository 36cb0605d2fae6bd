{#- _join.sql -- Jinja helper: the equi-join of records to cells on the keys.
    null_safe: compare with IS NOT DISTINCT FROM (needed when some key is NULL);
    plain = otherwise, which DuckDB hashes faster. -#}
{% macro on_keys(n_keys, split_own_weight, null_safe, r="r", c="c") -%}
{% set eq = " IS NOT DISTINCT FROM " if null_safe else " = " %}
{% for i in range(n_keys) %}{{ r }}.__sdc_k{{ i|int }}{{ eq }}{{ c }}.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
{% if split_own_weight %} AND {{ r }}.__sdc_own_w IS NOT DISTINCT FROM {{ c }}.__sdc_own_w{% endif %}
{%- endmacro %}
