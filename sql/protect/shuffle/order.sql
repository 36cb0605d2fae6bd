{#-
  protect/shuffle/order.sql -- one variable's non-NULL records in the two orders of the
  permutation: their record ids by stratum, then record id (the positions), or their
  values by stratum, then the record's uniform draw, then record id (the values placed
  there).  Both orders group the strata alike, so the m-th record id of the first
  receives the m-th value of the second (udfs/shuffle.py).
  inputs : records (a relation of __sdc_id, the strata and the variables:
           sql/protect/draws/records.sql), strata (column names), variable (name),
           draws (a relation of __sdc_id and __sdc_u<i>), draw (i: the variable's draw
           column), by_draw (true: order by the draw)
  output : __sdc_id (BIGINT record id; by_draw false) or __sdc_v (the value; by_draw
           true)
  grain  : one row per record whose variable is not NULL, in the order above
-#}
SELECT {% if by_draw %}k.{{ variable|qi }} AS __sdc_v{% else %}u.__sdc_id{% endif %}
FROM {{ records|qi }} AS k
JOIN {{ draws|qi }} AS u ON u.__sdc_id = k.__sdc_id
WHERE k.{{ variable|qi }} IS NOT NULL
ORDER BY {% for s in strata %}k.{{ s|qi }}, {% endfor %}{% if by_draw %}u.__sdc_u{{ draw }}, {% endif %}u.__sdc_id
