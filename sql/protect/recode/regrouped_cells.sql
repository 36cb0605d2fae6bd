{#-
  regrouped_cells.sql -- the base cells after a recode of key variables, from the
  previous base cells, not from the records (ARCHITECTURE principle 1: recoding
  merges cells).  Record counts and fixed-point weight sums add exactly, so the
  result equals base_cells.sql over the recoded records.
  inputs : base (base cells: __sdc_cell, __sdc_k0.., __sdc_mask,
           __sdc_c, __sdc_wsum); n_keys; steps (see
           _recode.sql) whose column is an internal key column __sdc_k<i>;
           columns (Spark: the columns of base, in order)
  params : the `$` values of the steps
  output : the columns of base_cells.sql: __sdc_cell, keys,
           __sdc_mask, __sdc_c, __sdc_wsum
  grain  : one row per distinct recoded key pattern
  method : a merged cell takes the smallest id of the cells it merges (an aggregate:
           the same for every thread count, and no window over the result).  A recode
           never turns a value into NULL, so the cells it merges share one NULL-mask.
-#}
{% import "protect/recode/_recode.sql" as rc with context %}
WITH {{ rc.chain(base, steps, "__sdc_rg", columns|default(none)) }}
SELECT
    min(__sdc_cell) AS __sdc_cell,
    {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}
    __sdc_mask,
    sum(__sdc_c) AS __sdc_c,
    sum(__sdc_wsum) AS __sdc_wsum
FROM __sdc_rg{{ steps|length|int }}
GROUP BY {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}__sdc_mask
