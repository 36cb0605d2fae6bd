{#-
  protect/release/draws.sql -- the empty table of the release's record draws, filled
  batch by batch from udfs.draws (u_r = uniform(seed, r, "release", "record")).
  inputs : none
  output : __sdc_id (BIGINT: the input row number r), u (DOUBLE in (0, 1))
  grain  : no row (the batches are inserted)
-#}
SELECT CAST(NULL AS BIGINT) AS __sdc_id, CAST(NULL AS DOUBLE) AS u LIMIT 0
