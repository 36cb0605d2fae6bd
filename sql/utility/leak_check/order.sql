{#-
  order.sql -- whether the released file is in input order: every record's released
  position is its input row number (row numbers then pair the release with the
  original file).
  inputs : pairs (pairs.sql)
  output : input_order (boolean)
  grain  : one row
-#}
SELECT coalesce(bool_and(pos = row_id), FALSE) AS input_order
FROM {{ pairs|qi }}
