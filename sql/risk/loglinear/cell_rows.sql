{#-
  cell_rows.sql -- the cell table of cells.sql as the fit reads it on the driver (the
  cells, never the records), in cell-number order.
  inputs : cells (relation name: the table of cells.sql)
  output : its columns (__sdc_g0.., fk, wsum, incl, __sdc_lcell)
  grain  : one row per observed cell
-#}
SELECT * FROM {{ cells|qi }} ORDER BY __sdc_lcell
