{#-
  row_numbers.sql -- the input row numbers (from 1) of a few records, from their row
  ids (the keyed view's __sdc_row; on Spark a monotonically_increasing_id, increasing
  in input order, not consecutive): the number of records with an id up to each.
  inputs : keyed (the keyed view)
  params : $ids (BIGINT[]: the row ids: the unprotectable records, few)
  output : row_id, row_number
  grain  : one row per id
-#}
SELECT u.row_id, count(*) AS row_number
FROM {{ keyed|qi }} AS r
JOIN (SELECT unnest($ids) AS row_id) AS u ON r.__sdc_row <= u.row_id
GROUP BY u.row_id
