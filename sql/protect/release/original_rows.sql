{#-
  protect/release/original_rows.sql -- the original with each record's input row
  number, as the leak check reads it (docs/utility/leak_check.md).
  inputs : original (relation in input order: rowid)
  output : __sdc_row (from 1), the original columns
  grain  : one row per record
-#}
SELECT rowid + 1 AS __sdc_row, * FROM {{ original|qi }}
