{#-
  cells.sql -- the cell table as the user sees it: the keys (and strata) under their
  own names, the records, fk, Fk_hat and the cell columns asked for (e.g. risk),
  sorted by the keys (NULL last).
  inputs : cells (cell_table.sql, a regrouped one, or cell_risk.sql); keys (names of the __sdc_k<i>
           columns, in order); columns (further cell columns)
  output : keys, records, fk, Fk_hat, columns
  grain  : one row per cell
-#}
SELECT
{%- for k in keys %}
    __sdc_k{{ loop.index0 }} AS {{ k|qi }},
{%- endfor %}
    __sdc_c AS records, fk, Fk_hat
{%- for c in columns %}, {{ c|qi }}{% endfor %}
FROM {{ cells|qi }}
ORDER BY
{%- for k in keys %} __sdc_k{{ loop.index0 }} NULLS LAST{{ "," if not loop.last }}{% endfor %}
