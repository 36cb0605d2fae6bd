{#-
  categories.sql -- the categories of one variable of categorical microaggregation and
  their codes: 0, 1, ... in the engine's sort order of the values (the codes values.sql
  gives the records, by dense_rank over the same order).
  inputs : keyed (the problem's keyed view); variable (the column)
  output : value (a category, the column's type), code (DOUBLE)
  grain  : one row per distinct non-NULL value
-#}
SELECT value, CAST(row_number() OVER (ORDER BY value) - 1 AS DOUBLE) AS code
FROM (SELECT DISTINCT {{ variable|qi }} AS value FROM {{ keyed|qi }}
      WHERE {{ variable|qi }} IS NOT NULL) AS d
