{#-
  argus_choice.sql -- one round of the ARGUS rule target: each record below $k on
  some combination gets one key suppressed, the suppressible key in most of its
  unsafe combinations per unit of cost (ties: the first key).
  inputs : unsafe (argus_unsafe.sql rows of this round); row_column; members: one
           per (combination, suppressible key of it), {combo_id, key (position)}
  params : $weights (DOUBLE[]: the cost of a key by position); $key_map (INTEGER[]:
           the problem's key index of each position)
  output : row_column, key_index (the problem's key index)
  grain  : one row per record to suppress in this round
-#}
WITH counts AS (
    SELECT u.{{ row_column|qi }}, m.key_index, count(*) AS n
    FROM {{ unsafe|qi }} AS u
    JOIN (VALUES {% for m in members %}({{ m.combo_id|int }}, {{ m.key|int }}){{ ", " if not loop.last }}{% endfor %}) AS m(combo_id, key_index)
      ON u.combo_id = m.combo_id
    GROUP BY u.{{ row_column|qi }}, m.key_index
), ranked AS (
    SELECT *, row_number() OVER (PARTITION BY {{ row_column|qi }}
                                 ORDER BY n / $weights[CAST(key_index AS INTEGER) + 1] DESC, key_index) AS rk
    FROM counts
)
SELECT {{ row_column|qi }}, $key_map[CAST(key_index AS INTEGER) + 1] AS key_index
FROM ranked
WHERE rk = 1
