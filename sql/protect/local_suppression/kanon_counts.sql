{#-
  kanon_counts.sql -- the records below k on some combination of keys, by dimension
  and over all dimensions (k-anonymity on combinations of keys as the protection
  target).
  inputs : violations (kanon_violations.sql rows of every combination); row_column
  output : dimension (0: any dimension), records (distinct records below k), open
           (rows with a suppressible key of their combination still holding a value)
  grain  : one row per dimension with a record below k, plus dimension 0
-#}
SELECT
    coalesce(dimension, 0) AS dimension,
    count(DISTINCT {{ row_column|qi }}) AS records,
    count(*) FILTER (WHERE open) AS open
FROM {{ violations|qi }}
GROUP BY GROUPING SETS ((dimension), ())
ORDER BY 1
