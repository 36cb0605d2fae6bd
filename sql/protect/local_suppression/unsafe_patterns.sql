{#-
  unsafe_patterns.sql -- the unsafe records of a round grouped by key pattern:
  records with the same pattern get the same suppression decision.
  inputs : unsafe_rows (unsafe_rows.sql); n_keys
  output : __sdcp_pattern (pattern id), __sdc_k0.., threshold (the smallest
           threshold of its unsafe records), records, fk, risk
  grain  : one row per key pattern (NULL a value) holding an unsafe record
-#}
SELECT
    row_number() OVER () AS __sdcp_pattern,
    *
FROM (
    SELECT
        {% for i in range(n_keys) %}__sdc_k{{ i|int }}, {% endfor %}
        min(threshold) AS threshold,
        count(*) AS records,
        min(fk) AS fk,
        max(risk) AS risk
    FROM {{ unsafe_rows|qi }}
    GROUP BY ALL
)
