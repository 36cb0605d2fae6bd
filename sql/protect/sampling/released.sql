{#-
  protect/sampling/released.sql -- the released sample: its columns in order, in input
  order, the weight replaced by the calibrated one when calibration ran.
  inputs : sample (protect/sampling/sample.sql), columns (output columns, in order),
           weight_out (the weight column), calibrated (optional: relation of
           __sdc_order and __sdc_w, the raked weights)
  output : columns
  grain  : one row per released record, in input order
-#}
SELECT
{%- for c in columns %}
{%- if calibrated and c == weight_out %}
    c.__sdc_w AS {{ c|qi }}{{ "," if not loop.last }}
{%- else %}
    s.{{ c|qi }}{{ "," if not loop.last }}
{%- endif %}
{%- endfor %}
FROM {{ sample|qi }} AS s
{%- if calibrated %}
JOIN {{ calibrated|qi }} AS c ON c.__sdc_order = s.__sdc_order
{%- endif %}
ORDER BY s.__sdc_order
