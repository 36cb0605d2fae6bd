{#-
  suppressions.sql -- the key values one round suppresses: every unsafe record gets
  the decision of its key pattern.
  inputs : unsafe_rows (unsafe_rows.sql); decisions (decisions.sql); n_keys;
           row_column (the round's key positions differ from the problem's when
           a key is NULL everywhere, see live_keys.sql)
  params : $key_map (INTEGER[]: the problem's key index of each round key position)
  output : row_column, key_index
  grain  : one row per (record, key suppressed in this round)
-#}
SELECT u.{{ row_column|qi }}, $key_map[d.key_index + 1] AS key_index
FROM {{ unsafe_rows|qi }} AS u
JOIN {{ decisions|qi }} AS d
  ON {% for i in range(n_keys) %}u.__sdc_k{{ i|int }} IS NOT DISTINCT FROM d.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
