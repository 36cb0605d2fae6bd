{#-
  original.sql -- the input as protect reads it: every input column (the keyed
  view's own columns dropped) and the input row number carried through the rounds.
  inputs : keyed (keyed view, with __sdc_row); columns (the input columns, in order);
           row_column (the row id's name)
  output : columns, row_column
  grain  : one row per record
-#}
SELECT {% for c in columns %}{{ c|qi }}, {% endfor %}__sdc_row AS {{ row_column|qi }}
FROM {{ keyed|qi }}
