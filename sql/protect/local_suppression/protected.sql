{#-
  protected.sql -- the protected file: every input row and column, the suppressed
  key values set to NULL, nothing else changed.
  inputs : original (the input columns plus row_column, materialised once);
           suppressed (row_column, key_index: suppressions.sql accumulated over the
           rounds); columns (the input columns, in order); keys (key column names, by
           position); row_column; keep_row (bool: keep row_column, for the rounds);
           ordered (bool: input order)
  output : columns (suppressed keys NULL) [and row_column]
  grain  : one row per input record
-#}
SELECT
{%- for c in columns %}
    {% if c in keys %}CASE WHEN s.s{{ keys.index(c)|int }} THEN NULL ELSE o.{{ c|qi }} END AS {{ c|qi }}{% else %}o.{{ c|qi }}{% endif %}{{ "," if keep_row or not loop.last }}
{%- endfor %}
{%- if keep_row %}
    o.{{ row_column|qi }}
{%- endif %}
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
