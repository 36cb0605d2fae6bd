{#-
  protect/sampling/weights.sql -- the sample's weights and calibration variables, for
  the raking.
  inputs : sample (protect/sampling/sample.sql), weight (its weight column), variables
           (the calibration variables)
  output : __sdc_order, the weight, the variables
  grain  : one row per sampled record, in input order
-#}
SELECT __sdc_order, {{ weight|qi }}{% for v in variables %}, {{ v|qi }}{% endfor %}
FROM {{ sample|qi }}
ORDER BY __sdc_order
