{#-
  input_checks.sql -- the validation scan of the input: one row of counts, read by
  name by sdcsql.problem.check_input (the same checks and messages on every engine).
  inputs : keyed (relation name); n_keys (keys and strata); household (bool);
           numeric (keyed-view positions of the numeric keys, each {i, integer});
           nan_columns (keyed-view columns that may hold NaN); counted (optional:
           keyed is keyed_counts.sql's grouping, its counts summed)
  output : n; k<i>_values (non-NULL values of __sdc_k<i>); w_null, w_nan, w_inf,
           w_nonpos, w_below1, w_huge (weights); with_null_keys; hh_null (with a
           household); k<i>_distinct, k<i>_fractional (numeric keys);
           <column>_nan (NaN values of each of nan_columns)
  grain  : one row
-#}
{%- set counted = counted is defined and counted %}
{%- macro records(condition) -%}
{% if counted %}coalesce(sum(__sdc_n){% if condition %} FILTER (WHERE {{ condition }}){% endif %}, 0){% else %}count(*){% if condition %} FILTER (WHERE {{ condition }}){% endif %}{% endif %}
{%- endmacro %}
{%- macro weights(name, condition) -%}
{% if counted %}coalesce(sum({{ name }}), 0){% else %}count(*) FILTER (WHERE {{ condition }}){% endif %}
{%- endmacro %}
{#- keyed_counts.sql keeps no mask: a NULL key is what sets it #}
{%- set nulls %}{% for i in range(n_keys) %}__sdc_k{{ i|int }} IS NULL{{ " OR " if not loop.last }}{% endfor %}{% endset %}
SELECT
    {{ records("") }} AS n,
    {% for i in range(n_keys) %}{% if counted %}{{ records("__sdc_k" ~ (i|int) ~ " IS NOT NULL") }}{% else %}count(__sdc_k{{ i|int }}){% endif %} AS k{{ i|int }}_values,
    {% endfor %}
    {{ weights("w_null", "__sdc_w IS NULL") }} AS w_null,
    {{ weights("w_nan", "isnan(__sdc_w)") }} AS w_nan,
    {# not isinf(): Spark has no such function #}
    {{ weights("w_inf", "abs(__sdc_w) = CAST('Infinity' AS DOUBLE)") }} AS w_inf,
    {{ weights("w_nonpos", "__sdc_w <= 0") }} AS w_nonpos,
    {{ weights("w_below1", "__sdc_w < 1") }} AS w_below1,
    {{ weights("w_huge", "__sdc_w >= 1e12") }} AS w_huge,
    {% if household %}count(*) FILTER (WHERE __sdc_hh IS NULL) AS hh_null,
    {% endif %}
    {% for key in numeric %}
    count(DISTINCT __sdc_k{{ key.i|int }}) AS k{{ key.i|int }}_distinct,
    {# not trunc(): Spark's trunc is a date function (round() is whole exactly when trunc() is) #}
    {% if key.integer %}0{% else %}{{ records("__sdc_k" ~ (key.i|int) ~ " <> round(__sdc_k" ~ (key.i|int) ~ ")") }}{% endif %} AS k{{ key.i|int }}_fractional,
    {% endfor %}
    {% for col in nan_columns %}{{ records("isnan(" ~ (col|qi) ~ ")") }} AS {{ (col ~ "_nan")|qi }},
    {% endfor %}
    {{ records(nulls if counted else "__sdc_mask <> 0") }} AS with_null_keys
FROM {{ keyed|qi }}
