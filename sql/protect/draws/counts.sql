{#-
  protect/draws/counts.sql -- records and distinct non-missing record ids (the ids of
  the random draws must be unique).
  inputs : keyed (the problem's keyed view), id (record-id column), unique (optional:
           true when the id is unique by construction, such as the row number: the
           records are counted twice, no distinct count)
  output : n (records), ids (distinct non-NULL ids)
  grain  : one row
-#}
SELECT count(*) AS n, {% if unique is defined and unique %}count(*){% else %}count(DISTINCT {{ id|qi }}){% endif %} AS ids FROM {{ keyed|qi }}
