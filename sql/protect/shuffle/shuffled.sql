{#-
  protect/shuffle/shuffled.sql -- every record with each variable's permuted value (the
  m-th record in (stratum, id) order receives the m-th value in (stratum, u, id) order:
  sql/protect/shuffle/order.sql, udfs/shuffle.py).
  inputs : records (a relation of __sdc_id, one row per record), variables (names),
           placed (one relation per variable: __sdc_id (BIGINT record id), __sdc_v (the
           value it receives), one row per record whose variable is not NULL)
  output : __sdc_id (BIGINT record id), the variables (their types; NULL stays NULL)
  grain  : one row per record, any order
-#}
SELECT k.__sdc_id
{%- for v in variables %},
    p{{ loop.index0 }}.__sdc_v AS {{ v|qi }}
{%- endfor %}
FROM {{ records|qi }} AS k
{%- for v in variables %}
LEFT JOIN {{ placed[loop.index0]|qi }} AS p{{ loop.index0 }} ON p{{ loop.index0 }}.__sdc_id = k.__sdc_id
{%- endfor %}
