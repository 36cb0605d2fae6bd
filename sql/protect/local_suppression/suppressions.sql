{#-
  suppressions.sql -- the key values one round suppresses: every unsafe record of a
  pattern whose choice (choose.sql) suppresses at most $cap keys gets that choice;
  the other patterns wait for the next round, where the suppressions made now may
  let them keep more (a suppression never raises another record's risk).
  inputs : unsafe_rows (unsafe_rows.sql); choice (choose.sql); n_keys;
           suppressible; row_column (the round's key positions differ from the
           problem's when a key is NULL everywhere, see live_keys.sql)
  params : $key_map (INTEGER[]: the problem's key index of each round key
           position); $cap (the largest cost applied in this round)
  output : row_column, key_index
  grain  : one row per (record, key suppressed in this round)
-#}
SELECT u.{{ row_column|qi }}, $key_map[CAST(k.key_index AS INTEGER) + 1] AS key_index
FROM {{ unsafe_rows|qi }} AS u
JOIN {{ choice|qi }} AS d
  ON {% for i in range(n_keys) %}u.__sdc_k{{ i|int }} IS NOT DISTINCT FROM d.__sdc_k{{ i|int }}{{ " AND " if not loop.last }}{% endfor %}
CROSS JOIN (VALUES {% for s in suppressible %}({{ s|int }}){{ ", " if not loop.last }}{% endfor %}) AS k(key_index)
WHERE d.cost <= $cap
  AND (d.kept >> k.key_index) & 1 = 0
  AND CASE k.key_index
      {% for s in suppressible %}WHEN {{ s|int }} THEN u.__sdc_k{{ s|int }} IS NOT NULL
      {% endfor %}END
