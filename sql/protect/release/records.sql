{#-
  protect/release/records.sql -- the released records as published: the release table
  without its private input row number, in the released order.
  inputs : released (the table of protect/release/released.sql)
  output : the released columns (every column but __sdc_row)
  grain  : one row per record, in the released order (the table's insertion order)
-#}
SELECT * EXCLUDE (__sdc_row) FROM {{ released|qi }} ORDER BY rowid
