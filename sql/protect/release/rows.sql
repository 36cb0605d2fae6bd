{#-
  protect/release/rows.sql -- the record ids the release's record draws are keyed by:
  the 1-based input row number.
  inputs : protected (the protected relation, input order)
  output : row_id (BIGINT)
  grain  : one row per record
-#}
SELECT CAST(rowid + 1 AS BIGINT) AS row_id FROM {{ protected|qi }}
