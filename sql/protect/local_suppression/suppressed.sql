{#-
  suppressed.sql -- the suppressions made so far, empty: each round inserts its
  suppressions (suppressions.sql).
  inputs : row_column (the row id's name)
  output : row_column, key_index
  grain  : one row per suppressed value (record, key), once filled
-#}
SELECT 0::BIGINT AS {{ row_column|qi }}, 0::INTEGER AS key_index LIMIT 0
