{#-
  protected.sql -- the protected file: every input row and column, the suppressed
  key values set to NULL, nothing else changed.
  inputs : original (the input columns plus row_column, materialised once);
           suppressed (row_column, key_index: suppressions.sql accumulated over the
           rounds); keys (key column names, by position); row_column;
           keep_row (bool: keep row_column, for the rounds); ordered (bool: input order)
  output : the input columns (suppressed keys NULL) [and row_column]
  grain  : one row per input record
-#}
SELECT
    o.*{% if not keep_row %} EXCLUDE ({{ row_column|qi }}){% endif %} REPLACE (
        {% for k in keys %}
        CASE WHEN s.s{{ loop.index0|int }} THEN NULL ELSE o.{{ k|qi }} END AS {{ k|qi }}{{ "," if not loop.last }}
        {% endfor %}
    )

FROM {{ original|qi }} AS o
LEFT JOIN (
    SELECT {{ row_column|qi }},
           {% for k in keys %}bool_or(key_index = {{ loop.index0|int }}) AS s{{ loop.index0|int }}{{ "," if not loop.last }}
           {% endfor %}
    FROM {{ suppressed|qi }}
    GROUP BY ALL
) AS s USING ({{ row_column|qi }})
{% if ordered %}
ORDER BY o.{{ row_column|qi }}
{% endif %}
