{#-
  record_order.sql -- the l-diversity columns of every record (records.sql's table) in
  input order.
  inputs : records (relation name)
  output : records.sql's columns
  grain  : one row per record, in input order
-#}
SELECT *
FROM {{ records|qi }}
ORDER BY __sdc_row
