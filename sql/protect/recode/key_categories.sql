{#-
  key_categories.sql -- the number of categories of one key after a recode, counted
  over cells (each distinct value is in some cell), not over the records.
  inputs : cells (a cell or base cell table: __sdc_k0..); key (its position)
  output : categories (distinct non-missing values)
  grain  : one row
-#}
SELECT count(DISTINCT __sdc_k{{ key|int }}) AS categories FROM {{ cells|qi }}
