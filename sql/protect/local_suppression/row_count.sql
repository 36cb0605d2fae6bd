{#-
  row_count.sql -- the number of rows of a relation of the scan (the unsafe records
  of a round, the kept sets of a level): whether there is anything left to do.
  inputs : relation
  output : n
  grain  : one row
-#}
SELECT count(*) AS n FROM {{ relation|qi }}
