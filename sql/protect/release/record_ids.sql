{#-
  protect/release/record_ids.sql -- Spark: the records' row numbers, the input of the
  record draws (u_r = uniform(seed, r, "release", "record"), drawn on the executors).
  inputs : protected (relation with __sdc_row)
  output : __sdc_id (the row number)
  grain  : one row per record
-#}
SELECT __sdc_row AS __sdc_id FROM {{ protected|qi }}
