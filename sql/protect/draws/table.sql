{#-
  protect/draws/table.sql -- a protected relation as users read it.
  inputs : table (relation name)
  output : its columns
  grain  : its rows, in order
-#}
SELECT * FROM {{ table|qi }}
