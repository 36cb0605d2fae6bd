{#- Jinja macros shared by the suppression scan templates (kept_sets*.sql, choose.sql).
    kept_weight: the sum of $weights over the kept keys (bit set `col`);
    kept_rank: the sum of $ranks (2^rank by importance) over the kept keys, or 0;
    avail: the bit set of the suppressible keys a pattern holds a value for. -#}
{% macro kept_weight(col, suppressible) -%}
({% for s in suppressible %}CASE WHEN ({{ col }} >> {{ s|int }}) & 1 = 1 THEN $weights[{{ (s + 1)|int }}] ELSE 0 END{{ " + " if not loop.last }}{% endfor %})
{%- endmacro %}
{% macro kept_rank(col, suppressible, ranked) -%}
{% if ranked %}({% for s in suppressible %}CASE WHEN ({{ col }} >> {{ s|int }}) & 1 = 1 THEN $ranks[{{ (s + 1)|int }}] ELSE 0 END{{ " + " if not loop.last }}{% endfor %}){% else %}0::BIGINT{% endif %}
{%- endmacro %}
{% macro avail(suppressible) -%}
({% for s in suppressible %}CASE WHEN __sdc_k{{ s|int }} IS NULL THEN 0 ELSE (1::BIGINT << {{ s|int }}) END{{ " + " if not loop.last }}{% endfor %})
{%- endmacro %}
{% macro pattern_with(kept_col, n_keys, suppressible) -%}
{% for i in range(n_keys) %}
{% if i in suppressible %}CASE WHEN ({{ kept_col }} >> {{ i|int }}) & 1 = 1 THEN a.__sdc_k{{ i|int }} END{% else %}a.__sdc_k{{ i|int }}{% endif %} AS __sdc_k{{ i|int }}{{ "," if not loop.last }}
{% endfor %}
{%- endmacro %}
