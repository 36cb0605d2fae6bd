{#-
  _column_dependency.sql -- the functional-dependency test of channel (c), shared by
  column_hits.sql and column_hits_by_record.sql (imported with the context: `variables`).
  varies(): per variable, whether the records showing it show two values or more
  (varies_var); fd(): per variable, over a set's combinations `g` (y_var, y_max_var,
  support_var) joined to the varies row `v`, whether each combination shown comes with
  one value and the variable varies (fd_var).
  output : SQL fragments (select lists), no relation
-#}
{%- macro varies() -%}
{% for var, own in variables %}min(r_{{ var|int }}) < max(r_{{ var|int }}) AS varies_{{ var|int }}{{ ", " if not loop.last }}{% endfor %}
{%- endmacro %}
{%- macro fd() -%}
{% for var, own in variables %}bool_and(g.support_{{ var|int }} = 0 OR g.y_{{ var|int }} = g.y_max_{{ var|int }})
               AND bool_and(v.varies_{{ var|int }}) AS fd_{{ var|int }}{{ ", " if not loop.last }}{% endfor %}
{%- endmacro %}
