{#-
  risk_inputs.sql -- the arrays the vectorised risk function reads (one call over
  all cells: sdcsql.udfs.individual.individual_risk): the cells with fk > 0.
  inputs : cells (a cell table with __sdc_cell, fk, Fk_hat)
  output : __sdc_cell, fk (DOUBLE), Fk_hat
  grain  : one row per cell with fk > 0
-#}
SELECT __sdc_cell, CAST(fk AS DOUBLE) AS fk, Fk_hat FROM {{ cells|qi }} WHERE fk > 0
