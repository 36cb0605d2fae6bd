{#-
  protect/sampling/weights.sql -- the sample's weights and calibration variables, for
  the raking.
  inputs : sample (protect/sampling/sample.sql), weight (its weight column), variables
           (the calibration variables), unit (optional: the household column, when the
           raking keeps one factor per household)
  output : __sdc_order, the weight, the variables [, __sdc_unit]
  grain  : one row per sampled record, in input order
-#}
SELECT __sdc_order, {{ weight|qi }}{% for v in variables %}, {{ v|qi }}{% endfor %}
{%- if unit is defined and unit %}, {{ unit|qi }} AS __sdc_unit{% endif %}
FROM {{ sample|qi }}
ORDER BY __sdc_order
