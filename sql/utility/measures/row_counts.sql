{#-
  row_counts.sql -- the number of records of the original and of the masked file
  (the utility comparison needs the same rows in the same order).
  inputs : original, masked (relations)
  output : n_original, n_masked
  grain  : one row
-#}
SELECT
    (SELECT count(*) FROM {{ original|qi }}) AS n_original,
    (SELECT count(*) FROM {{ masked|qi }}) AS n_masked
