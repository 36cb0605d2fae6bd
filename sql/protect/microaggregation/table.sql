{#-
  protect/microaggregation/table.sql -- a relation as the method reads it: every row,
  or none (empty: its column types only, for the grouped function's output schema).
  inputs : table (relation name); empty (bool)
  output : its columns
  grain  : its rows (none when empty)
-#}
SELECT * FROM {{ table|qi }}{% if empty %} LIMIT 0{% endif %}
