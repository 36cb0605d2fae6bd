{#-
  masks.sql -- the NULL-masks present in a relation of cells (the base cells of a
  round, the probe patterns of a level): which pairs of masks the missing-compatible
  count must join (sdcsql.frequencies.plan_targets).
  inputs : relation (with __sdc_mask)
  output : __sdc_mask
  grain  : one row per distinct mask
-#}
SELECT DISTINCT __sdc_mask FROM {{ relation|qi }}
