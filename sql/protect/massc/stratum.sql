{#-
  protect/massc/stratum.sql -- one risk stratum's records as the input of its PRAM run:
  the input columns and the record id under a column name of its own (the PRAM run's
  person_id, so its draws are those of the record in the whole file).
  inputs : strata (protect/massc/strata.sql), columns (input columns), id_name (the
           record-id column's name in the output)
  values : $h (the stratum)
  output : columns, id_name (BIGINT)
  grain  : one row per record of stratum h
-#}
SELECT
{%- for c in columns %}
    {{ c|qi }},
{%- endfor %}
    __sdc_rid AS {{ id_name|qi }}
FROM {{ strata|qi }}
WHERE __sdc_h = $h
ORDER BY __sdc_row
