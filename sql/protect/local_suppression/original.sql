{#-
  original.sql -- the input as protect reads it: every input column (the keyed
  view's own columns dropped) and the input row number carried through the rounds.
  inputs : keyed (keyed view, with __sdc_row); internal (the keyed view's own
           columns); row_column (the row id's name)
  output : every input column, row_column
  grain  : one row per record
-#}
SELECT * EXCLUDE ({% for c in internal %}{{ c|qi }}{{ ", " if not loop.last }}{% endfor %}), __sdc_row AS {{ row_column|qi }}
FROM {{ keyed|qi }}
