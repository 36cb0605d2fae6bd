{#-
  protect/table.sql -- a relation as the protection methods read and return it: every
  row (ordered by rowid, DuckDB's insertion order of a temp table, when ordered; on
  Spark a table is materialised in the order of the query that made it, and read in
  that order: no ORDER BY), no row (empty: its column types only), or its number of
  rows (count).  Shared by the methods (draws, microaggregation, release, sampling).
  inputs : table (relation name); empty, count, ordered (bools, default false)
  output : its columns, or n (count)
  grain  : its rows; none when empty; one row when count
-#}
SELECT {% if count|default(false) %}count(*) AS n{% else %}*{% endif %} FROM {{ table|qi }}
{%- if empty|default(false) %} LIMIT 0{% elif ordered|default(false) and not count|default(false) and dialect != "spark" %} ORDER BY rowid{% endif %}
