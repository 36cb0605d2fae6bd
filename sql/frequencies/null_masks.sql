{#-
  null_masks.sql -- the NULL-masks that occur among the base cells (bit i set: key i
  is NULL), sorted; they choose the joins of cell_table.sql.
  inputs : base (base_cells.sql)
  output : __sdc_mask
  grain  : one row per distinct mask
-#}
SELECT DISTINCT __sdc_mask FROM {{ base|qi }} ORDER BY __sdc_mask
