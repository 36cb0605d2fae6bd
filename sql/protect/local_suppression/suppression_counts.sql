{#-
  suppression_counts.sql -- suppressions by key and household size, and the records
  changed, for the summary.
  inputs : suppressed (row_column, key_index); keyed (keyed view of the protected
           file, its row id in column keyed_row); households (household table or
           none); row_column; keyed_row
  output : key_index, household_size, suppressions, records_changed, total (true on
           the grand-total row, where key_index and household_size are NULL)
  grain  : one row per (key, household size) with suppressions, plus one total row
-#}
{% set size = "h.household_size" if households else "NULL::BIGINT" %}
SELECT
    s.key_index,
    {{ size }} AS household_size,
    count(*) AS suppressions,
    count(DISTINCT s.{{ row_column|qi }}) AS records_changed,
    grouping(s.key_index) = 1 AS total
FROM {{ suppressed|qi }} AS s
{% if households %}
JOIN {{ keyed|qi }} AS r ON r.{{ keyed_row|qi }} = s.{{ row_column|qi }}
JOIN {{ households|qi }} AS h ON r.__sdc_hh IS NOT DISTINCT FROM h.__sdc_hh
{% endif %}
GROUP BY GROUPING SETS ((s.key_index, {{ size }}), ())
