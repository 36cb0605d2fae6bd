{#-
  record_frequencies.sql -- per-record values of a cell-level relation (and of
  the household relation, when given).
  inputs : keyed (relation name); cells (relation with __sdc_k0..);
           n_keys; null_safe (some key is NULL somewhere); code (cell code digits or none);
           cell_columns (columns of `cells` to attach);
           households (relation name or none) and household_columns;
           keep_internal (bool: keep the __sdc_ columns for later steps);
           internal (the keyed view's __sdc_ columns, dropped unless keep_internal);
           ordered (bool: sort by __sdc_row, the input row number, for output files)
  output : every input column, then the cell columns (e.g. fk, Fk_hat, risk) and
           the household columns (e.g. household_risk)
  grain  : one row per input record
-#}
{% import "frequencies/_join.sql" as j %}
SELECT
    {% if keep_internal %}r.*{% else %}r.* EXCLUDE ({% for c in internal %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}){% endif %}
    {% for c in cell_columns %}
    , c.{{ c|qi }}
    {% endfor %}
    {% for c in household_columns %}
    , h.{{ c|qi }}
    {% endfor %}
{{ j.records_from(keyed, cells, households, n_keys, null_safe, code) }}
{% if ordered %}
ORDER BY r.__sdc_row
{% endif %}
