{#-
  derived.sql -- the suppressions of derived columns (spec role ``derived``,
  docs/utility/leak_check.md): where a source key of a record is suppressed, the
  derived value of that record is suppressed too; a derived column that is
  household-level in the input (derived_level.sql) is suppressed for every member of
  that household, or another member would show it.  Values already missing are left
  alone.
  inputs : suppressed (row_column, key_index: the keys' suppressions); keyed (the
           input's keyed view: __sdc_row, __sdc_hh, the derived columns); row_column;
           items (per derived column: column, index (its key_index: after the keys),
           sources (the key positions), household (bool: household-level))
  output : row_column, key_index
  grain  : one row per suppressed derived value (record, derived column)
-#}
{%- for d in items %}
{%- if not loop.first %}
UNION
{%- endif %}
SELECT DISTINCT m.__sdc_row AS {{ row_column|qi }}, {{ d.index|int }} AS key_index
FROM {{ suppressed|qi }} AS s
JOIN {{ keyed|qi }} AS o ON o.__sdc_row = s.{{ row_column|qi }}
JOIN {{ keyed|qi }} AS m
  ON {% if d.household %}m.__sdc_hh = o.__sdc_hh{% else %}m.__sdc_row = o.__sdc_row{% endif %}
WHERE s.key_index IN ({% for i in d.sources %}{{ i|int }}{{ ", " if not loop.last }}{% endfor %})
  AND m.{{ d.column|qi }} IS NOT NULL
{%- endfor %}
