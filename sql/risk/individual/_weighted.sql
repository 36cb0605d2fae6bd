{#- _weighted.sql -- Jinja helper: the median of a value over records, computed
    from cells that each stand for `count` records (no record is read). -#}
{% macro weighted_median(relation, value, count, n) -%}
(SELECT (min(v) FILTER (WHERE cum >= ({{ n }} + 1) // 2) + min(v) FILTER (WHERE cum >= {{ n }} // 2 + 1)) / 2
 FROM (SELECT {{ value }} AS v, sum({{ count }}) OVER (ORDER BY {{ value }} ROWS UNBOUNDED PRECEDING) AS cum
       FROM {{ relation }}))
{%- endmacro %}
