{#-
  record_measures.sql -- each record's l-diversity for one sensitive variable: the
  measures of its key pattern's group (0 when the group has no sensitive value).
  inputs : keyed (relation name), keys (as value_cells.sql), measures (measures.sql)
  output : __sdc_row, l_distinct, l_entropy, l_recursive
  grain  : one row per record
-#}
SELECT
    r.__sdc_row,
    coalesce(m.l_distinct, 0) AS l_distinct,
    coalesce(m.l_entropy, 0.0) AS l_entropy,
    coalesce(m.l_recursive, 0) AS l_recursive
FROM {{ keyed|qi }} AS r
LEFT JOIN {{ measures|qi }} AS m
  ON {% for k in keys %}r.{{ k|qi }} IS NOT DISTINCT FROM m.__sdc_g{{ loop.index0 }} AND {% endfor %}
     ({% for k in keys %}CAST(r.{{ k|qi }} IS NULL AS INTEGER) * {{ (2 ** loop.index0)|int }} + {% endfor %}0) = m.__sdc_mask
