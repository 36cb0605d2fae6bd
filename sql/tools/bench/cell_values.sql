{#-
  cell_values.sql -- the arguments of the risk function over a cell table, for
  timing the risk UDF alone.
  inputs : cells (a cell table: fk, Fk_hat)
  output : fk (as DOUBLE), Fk_hat
  grain  : one row per cell
-#}
SELECT CAST(fk AS DOUBLE) AS fk, Fk_hat FROM {{ cells|qi }}
