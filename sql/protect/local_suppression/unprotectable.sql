{#-
  unprotectable.sql -- the records still unsafe after the last round, with the values
  of their suppressible keys (all NULL, as local suppression guarantees).
  inputs : unsafe_rows (unsafe_rows.sql); suppressible (key positions); row_column
  output : row_column, key_values (the suppressible keys as text)
  grain  : one row per unsafe record, by row id
-#}
SELECT {{ row_column|qi }}, [{% for i in suppressible %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}]::VARCHAR[] AS key_values
FROM {{ unsafe_rows|qi }}
ORDER BY 1
