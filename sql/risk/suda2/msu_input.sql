{#-
  msu_input.sql -- what the minimal-sample-unique search reads, per stratum: each
  cell's id, its keys and its count.
  inputs : cells (the cell table); n_keys
  output : __sdc_cell, __sdc_k0.., __sdc_c
  grain  : one row per cell
-#}
SELECT __sdc_cell,
       {% for i in range(n_keys) %}__sdc_k{{ i }}, {% endfor %}__sdc_c
FROM {{ cells|qi }}
