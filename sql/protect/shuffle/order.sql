{#-
  protect/shuffle/order.sql -- one variable's non-NULL records in the two orders of the
  permutation: their record ids by stratum, then record id (the positions), or their
  values by stratum, then the record's uniform draw, then record id (the values placed
  there).  Both orders group the strata alike, so the m-th record id of the first
  receives the m-th value of the second (udfs/shuffle.py).
  inputs : draws (a relation of __sdc_id, the strata, the variables and __sdc_u<i>:
           sql/protect/draws/uniforms.sql), strata (column names), variable (name),
           draw (i: the variable's draw column), by_draw (true: order by the draw),
           floating (true for a floating-point variable: a NaN is missing, left out as
           NULL is, so the record is written missing)
  output : __sdc_id (BIGINT record id; by_draw false) or __sdc_v (the value; by_draw
           true)
  grain  : one row per record whose variable is not missing, in the order above
-#}
SELECT {% if by_draw %}{{ variable|qi }} AS __sdc_v{% else %}__sdc_id{% endif %}
FROM {{ draws|qi }}
WHERE {{ variable|qi }} IS NOT NULL{% if floating %} AND NOT isnan({{ variable|qi }}){% endif %}
ORDER BY {% for s in strata %}{{ s|qi }}, {% endfor %}{% if by_draw %}__sdc_u{{ draw }}, {% endif %}__sdc_id
