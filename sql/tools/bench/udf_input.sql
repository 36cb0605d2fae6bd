{#-
  udf_input.sql -- the cell values repeated, so that the risk UDF is timed on at
  least a million cells.
  inputs : cell_values (cell_values.sql); copies (an int)
  output : fk, Fk_hat
  grain  : one row per (cell, copy)
-#}
SELECT fk, Fk_hat FROM {{ cell_values|qi }}, range({{ copies|int }})
