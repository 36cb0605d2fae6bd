{#-
  unprotectable.sql -- the records still unsafe after the last round, with the values
  of their suppressible keys (all NULL, as local suppression guarantees).
  inputs : unsafe_rows (unsafe_rows.sql); suppressible (key positions); row_column
  output : row_column, key_values (the suppressible keys as text: each key cast on its
           own, since a list of mixed text and integer keys has no common type)
  grain  : one row per unsafe record, by row id
-#}
SELECT {{ row_column|qi }}, [{% for i in suppressible %}CAST(__sdc_k{{ i|int }} AS VARCHAR){{ ", " if not loop.last }}{% endfor %}] AS key_values
FROM {{ unsafe_rows|qi }}
ORDER BY 1
