{#-
  record_frequencies.sql -- per-record values of a cell-level relation.
  inputs : keyed (relation name); cells (relation with __sdc_k0.. [and __sdc_own_w]);
           n_keys; split_own_weight; cell_columns (columns of `cells` to attach);
           keep_internal (bool: keep the __sdc_ columns for later steps);
           ordered (bool: sort by __sdc_row, the input row number, for output files)
  output : every input column, then the cell columns (e.g. fk, Fk_hat, risk)
  grain  : one row per input record
-#}
SELECT
    {% if keep_internal %}r.*{% else %}r.* EXCLUDE ({% for c in internal %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}){% endif %},
    {% for c in cell_columns %}c.{{ c|qi }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ keyed|qi }} AS r
JOIN {{ cells|qi }} AS c
  ON {% for i in range(n_keys) %}r.__sdc_k{{ i|int }} IS NOT DISTINCT FROM c.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
  {% if split_own_weight %}AND r.__sdc_own_w IS NOT DISTINCT FROM c.__sdc_own_w{% endif %}

{% if ordered %}
ORDER BY r.__sdc_row
{% endif %}
