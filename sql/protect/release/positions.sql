{#-
  protect/release/positions.sql -- Spark: the private link of the release from the
  link's rows (link.sql) and, when shuffled, their numbers in the released order
  (row_numbers.sql by new_hh, u, row_id); unshuffled, the input order.
  inputs : linked (row_id, new_hh, u, and __sdc_n when numbered); numbered (bool)
  output : row_id, new_hh, new_row
  grain  : one row per record
-#}
SELECT row_id, new_hh, {% if numbered %}__sdc_n{% else %}row_id{% endif %} AS new_row
FROM {{ linked|qi }}
