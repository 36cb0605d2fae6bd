{#-
  protect/sampling/weight_range.sql -- the smallest and largest calibrated weight (the
  calibration's summary).
  inputs : calibrated (protect/sampling/calibrated.sql)
  output : min_weight, max_weight
  grain  : one row
-#}
SELECT min(__sdc_w) AS min_weight, max(__sdc_w) AS max_weight
FROM {{ calibrated|qi }}
