{#-
  kanon_rows.sql -- the records below k on some combination of keys after protection
  (each has every suppressible key of that combination suppressed: unprotectable).
  inputs : violations (kanon_violations.sql rows of every combination); row_column
  output : row_column
  grain  : one row per record, by row id
-#}
SELECT DISTINCT {{ row_column|qi }}
FROM {{ violations|qi }}
ORDER BY 1
