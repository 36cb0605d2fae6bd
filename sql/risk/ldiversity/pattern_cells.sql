{#-
  pattern_cells.sql -- the key patterns whose l-diversity is measured.
  inputs : keyed (relation name); keys (as value_cells.sql)
  output : __sdc_g0.., __sdc_mask (bit i set when group key i is NULL)
  grain  : one row per distinct key pattern of the records (NULL a value)
-#}
SELECT DISTINCT
    {% for k in keys %}{{ k|qi }} AS __sdc_g{{ loop.index0 }},
    {% endfor %}
    {% for k in keys %}CAST({{ k|qi }} IS NULL AS INTEGER) * {{ (2 ** loop.index0)|int }} + {% endfor %}0 AS __sdc_mask
FROM {{ keyed|qi }}
