{#-
  protect/methods/original.sql -- the original file as the measures after a protection
  method compare it with the protected one: the input columns in input order (and a
  weight of 1 under the released weight's name when the input has no weight).
  inputs : keyed (the problem's keyed view), columns (input columns, in order),
           weight_out (optional: the name of the weight column the method added),
           ordered (default true: in input order; false for a reader that does not
           need the order, the estimates' exact sums)
  output : columns[, weight_out DOUBLE]
  grain  : one row per input record, in input order (__sdc_row) when ordered
-#}
SELECT
{%- for c in columns %}
    {{ c|qi }}{{ "," if not loop.last or weight_out }}
{%- endfor %}
{%- if weight_out %}
    CAST(1.0 AS DOUBLE) AS {{ weight_out|qi }}
{%- endif %}
FROM {{ keyed|qi }}
{%- if ordered is not defined or ordered %}
ORDER BY __sdc_row
{%- endif %}
