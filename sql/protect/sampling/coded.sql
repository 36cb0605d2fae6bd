{#-
  protect/sampling/coded.sql -- the sample's records as the calibration sees them: the
  weight and, per calibration variable, the code of the record's category among the
  original file's (a join to the small table of that variable's categories; NULL a
  category of its own).
  inputs : sample (protect/sampling/sample.sql), weight (its weight column), variables
           (the calibration variables), categories (per variable, a relation of
           category, __sdc_code), unit (optional: the household column)
  output : __sdc_order, __sdc_w (the weight, DOUBLE), [__sdc_unit,] __sdc_c<j> (the code
           of variable j; NULL: a category the original file has not)
  grain  : one row per sampled record
-#}
SELECT s.__sdc_order, CAST(s.{{ weight|qi }} AS DOUBLE) AS __sdc_w
{%- if unit is defined and unit %}, s.{{ unit|qi }} AS __sdc_unit{% endif %}
{%- for v in variables %}, {{ ("c" ~ loop.index0)|qi }}.__sdc_code AS __sdc_c{{ loop.index0 }}{% endfor %}
FROM {{ sample|qi }} AS s
{%- for v in variables %}
LEFT JOIN {{ categories[loop.index0]|qi }} AS {{ ("c" ~ loop.index0)|qi }}
  ON {{ ("c" ~ loop.index0)|qi }}.category IS NOT DISTINCT FROM s.{{ v|qi }}
{%- endfor %}
