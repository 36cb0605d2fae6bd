{#-
  protect/release/table.sql -- a relation as the release step reads it: every row (in
  the order it was materialised, when ordered), or its number of rows.
  inputs : source (relation name); count (bool); ordered (bool: by rowid, DuckDB's
           insertion order of a temp table)
  output : its columns, or n (the number of rows)
  grain  : its rows, or one row when count
-#}
SELECT {% if count %}count(*) AS n{% else %}*{% endif %} FROM {{ source|qi }}
{%- if ordered and not count %} ORDER BY rowid{% endif %}
