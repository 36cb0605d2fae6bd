{#-
  protect/draws/counts.sql -- records and distinct non-missing record ids (the ids of
  the random draws must be unique).
  inputs : keyed (the problem's keyed view), id (record-id column)
  output : n (records), ids (distinct non-NULL ids)
  grain  : one row
-#}
SELECT count(*) AS n, count(DISTINCT {{ id|qi }}) AS ids FROM {{ keyed|qi }}
