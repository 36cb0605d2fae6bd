{#-
  appended.sql -- a relation rows are added to (the suppressions so far, a round's
  verdicts, the records below k): each addition a table of its own, made by the
  engine, read as their union.
  inputs : tables (the first table, then each addition)
  output : the columns of the first table
  grain  : one row per row of the tables
-#}
{% for t in tables %}
SELECT * FROM {{ t|qi }}
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
