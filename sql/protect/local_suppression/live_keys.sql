{#-
  live_keys.sql -- which keys still hold a value somewhere in the protected file.
  A key that suppression (or missing codes) made NULL in every record matches
  everything, so each round counts without it (the frequency step refuses a key
  that is NULL everywhere).
  inputs : keyed (keyed view of the input, with __sdc_row); suppressed (row_column,
           key_index); n_keys; row_column
  output : live0.. (records where key i is neither missing nor suppressed)
  grain  : one row
-#}
SELECT
    {% for i in range(n_keys) %}
    count(*) FILTER (WHERE r.__sdc_k{{ i|int }} IS NOT NULL AND NOT coalesce(s.s{{ i|int }}, false)) AS live{{ i|int }}{{ "," if not loop.last }}
    {% endfor %}
FROM {{ keyed|qi }} AS r
LEFT JOIN (
    SELECT {{ row_column|qi }},
           {% for i in range(n_keys) %}bool_or(key_index = {{ i|int }}) AS s{{ i|int }}{{ "," if not loop.last }}
           {% endfor %}
    FROM {{ suppressed|qi }}
    GROUP BY ALL
) AS s ON s.{{ row_column|qi }} = r.__sdc_row
