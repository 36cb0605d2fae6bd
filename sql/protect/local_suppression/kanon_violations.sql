{#-
  kanon_violations.sql -- the records below k on one combination of keys (k-anonymity
  on combinations of keys as the protection target; docs/protect/local_suppression.md).
  inputs : unsafe_rows (unsafe_rows.sql in k mode, of a problem over the combination's
           keys; none: an empty relation of the output's columns); row_column;
           dimension (the number of keys in the combination); suppressible (the
           positions of the combination's suppressible keys in unsafe_rows)
  output : row_column, dimension, open (a suppressible key of the combination still
           holds a value: after protection, never)
  grain  : one row per record below k on the combination
-#}
{% if unsafe_rows %}
SELECT
    {{ row_column|qi }},
    CAST({{ dimension|int }} AS INTEGER) AS dimension,
    {% if suppressible %}({% for i in suppressible %}__sdc_k{{ i|int }} IS NOT NULL{{ " OR " if not loop.last }}{% endfor %}){% else %}false{% endif %} AS open
FROM {{ unsafe_rows|qi }}
{% else %}
SELECT CAST(NULL AS BIGINT) AS {{ row_column|qi }}, CAST(NULL AS INTEGER) AS dimension, false AS open
WHERE false
{% endif %}
