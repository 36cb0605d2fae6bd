{#- _join.sql -- Jinja helpers: how records find their cell.

    cell_code(code, t): when every key is an integer with a bounded range, one
      BIGINT per key pattern in mixed radix, digit i = key_i - min_i + 1 and 0 for
      NULL (so NULL-safe by construction): code = [{lo, stride}, ...] computed from
      the cell table (internal integers, not user text).
    on_keys(...): the join condition of records `r` to cells `c`: on the code when
      there is one (a one-column join, much faster to hash), else on every key,
      with IS NOT DISTINCT FROM when some key is NULL (null_safe). -#}
{% macro cell_code(code, t) -%}
({% for d in code %}coalesce(CAST({{ t }}.__sdc_k{{ loop.index0|int }} AS BIGINT) - {{ d.lo|int }} + 1, 0) * {{ d.stride|int }}{{ " + " if not loop.last }}{% endfor %})
{%- endmacro %}
{% macro on_keys(n_keys, null_safe, code=none, r="r", c="c") -%}
{% if code %}
{{ cell_code(code, r) }} = {{ c }}.__sdc_code
{% else %}
{% set eq = " IS NOT DISTINCT FROM " if null_safe else " = " %}
{% for i in range(n_keys) %}{{ r }}.__sdc_k{{ i|int }}{{ eq }}{{ c }}.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
{% endif %}
{%- endmacro %}
{#- records_from(...): the FROM clause of every per-record step: the keyed view `r`,
    joined to its cell `c` and, when given, to its household `h` (household ids
    are never NULL: the problem refuses them). -#}
{% macro records_from(keyed, cells, households, n_keys, null_safe, code) -%}
FROM {{ keyed|qi }} AS r
JOIN {{ cells|qi }} AS c
  ON {{ on_keys(n_keys, null_safe, code) }}
{% if households %}
JOIN {{ households|qi }} AS h ON r.__sdc_hh = h.__sdc_hh
{% endif %}
{%- endmacro %}
{#- join_plan(targets, n_keys): the rows of the plan relation of the grouped joins
    (frequencies.plan_targets): per join g of a target mask with the source masks
    sharing its common non-NULL columns, (target_mask, join_id, source_mask, on0..)
    with on_i = 1 when key i is one of the join's columns. -#}
{% macro join_plan(targets, n_keys) -%}
{% set ns = namespace(g=0) -%}
SELECT * FROM (VALUES
    {%- for t in targets %}{% set last_t = loop.last %}{% for s in t.sources %}{% set last_s = loop.last %}{% for m in s.masks %}
        ({{ t.mask|int }}, {{ ns.g|int }}, {{ m|int }}{% for i in range(n_keys) %}, {{ (1 if i in s.cols else 0)|int }}{% endfor %}){{ "," if not (last_t and last_s and loop.last) }}
    {%- endfor %}{% set ns.g = ns.g + 1 %}{% endfor %}{% endfor %}
    ) AS p(target_mask, join_id, source_mask{% for i in range(n_keys) %}, on{{ i|int }}{% endfor %})
{%- endmacro %}
