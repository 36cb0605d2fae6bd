{#-
  msu_list.sql -- SUDA2: the MSUs for people, with the unique record's key values.
  inputs : msu (__sdc_cell, mask, size); cells (the cell table); keys (the key and
           strata names, in cell-table order); q (the number of keys)
  params : $n1..$n<q> (the key names)
  output : the key and strata columns under their names, variables (the MSU's keys,
           comma-separated, in key order), size
  grain  : one row per (record with an MSU, MSU)
-#}
SELECT
    {% for k in keys %}c.__sdc_k{{ loop.index0|int }} AS {{ k|qi }}, {% endfor %}
    concat_ws(',', {% for i in range(q) %}CASE WHEN (m.mask >> {{ i|int }}) & 1 = 1 THEN $n{{ (i + 1)|int }} END{{ ", " if not loop.last }}{% endfor %}) AS variables,
    m.size
FROM {{ msu|qi }} AS m JOIN {{ cells|qi }} AS c USING (__sdc_cell)
ORDER BY {% for k in keys %}c.__sdc_k{{ loop.index0|int }}, {% endfor %}m.mask
