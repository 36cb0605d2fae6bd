{#-
  hm_values.sql -- the values of the bench's Hansen-Mukherjee step: $rows records with
  an id, one constant key and a value spread over [0, 1,000,000) in steps of 0.01
  (from DuckDB's hash of the id: deterministic, few ties).
  inputs : $rows (the number of records)
  output : id, key, x
  grain  : one row per record
-#}
SELECT i AS id, 'a' AS key, CAST(hash(i) % 100000000 AS DOUBLE) / 100 AS x
FROM range($rows) AS t(i)
