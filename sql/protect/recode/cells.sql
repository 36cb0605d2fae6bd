{#-
  cells.sql -- a regrouped cell table for people: the keys under their names, the
  records, fk and Fk_hat (as sdcsql.Problem.cells), ordered by the keys.
  inputs : cells (cell_table.sql over regrouped_cells.sql); keys (the cell keys'
           names, in the order of __sdc_k0..)
  output : one column per key (named as the key), records, fk, Fk_hat
  grain  : one row per regrouped key pattern
-#}
SELECT
    {% for k in keys %}__sdc_k{{ loop.index0|int }} AS {{ k|qi }}, {% endfor %}
    __sdc_c AS records,
    fk,
    Fk_hat
FROM {{ cells|qi }}
ORDER BY {% for k in keys %}__sdc_k{{ loop.index0|int }} NULLS LAST{{ ", " if not loop.last }}{% endfor %}
