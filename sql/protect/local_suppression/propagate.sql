{#-
  propagate.sql -- a suppressed household-level value is suppressed for every member
  of the household (docs/utility/leak_check.md): the members of the household of
  each suppression of a household-level key, where the value is present and not yet
  suppressed.  Equi-joins on the row id and the household id.
  inputs : suppressed (row_column, key_index: the suppressions so far); keyed (the
           input's keyed view: __sdc_row, __sdc_hh, __sdc_k..); row_column;
           household_keys (the key positions of household-level keys)
  output : row_column, key_index
  grain  : one row per added suppression (record, key)
-#}
SELECT DISTINCT m.__sdc_row AS {{ row_column|qi }}, s.key_index
FROM {{ suppressed|qi }} AS s
JOIN {{ keyed|qi }} AS o ON o.__sdc_row = s.{{ row_column|qi }}
JOIN {{ keyed|qi }} AS m ON m.__sdc_hh = o.__sdc_hh
WHERE ({% for i in household_keys %}(s.key_index = {{ i|int }} AND m.__sdc_k{{ i|int }} IS NOT NULL){{ " OR " if not loop.last }}{% endfor %})
EXCEPT
SELECT {{ row_column|qi }}, key_index FROM {{ suppressed|qi }}
