{#-
  masks.sql -- the missingness patterns (__sdc_mask) that occur among the key patterns
  and the value cells: the pairs of patterns group_values.sql joins are built from them.
  inputs : patterns (pattern_cells.sql), values (value_cells.sql)
  output : m (the mask)
  grain  : one row per distinct mask
-#}
SELECT DISTINCT __sdc_mask AS m FROM {{ patterns|qi }}
UNION
SELECT DISTINCT __sdc_mask AS m FROM {{ values|qi }}
