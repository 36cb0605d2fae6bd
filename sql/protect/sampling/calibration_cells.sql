{#-
  protect/sampling/calibration_cells.sql -- the raking's cells: the sample's records
  grouped by their categories of the calibration variables.  Raking multiplies the
  weights of a cell's records by the same factors, so it runs on the cells' weight
  totals and the factors are joined back (protect/sampling/calibrated.sql).
  inputs : coded (protect/sampling/coded.sql), n_vars (the calibration variables)
  output : __sdc_c<j> (the codes), n (records), w_fixed (HUGEINT: the weight total
           times 2^52, exact as in margins.sql), w_min, w_max (the cell's smallest and
           largest weight)
  grain  : one row per cell (one row without calibration variables), in code order (the
           raking's sums in a fixed order: the same factors for any thread count)
-#}
SELECT
    {%- for j in range(n_vars) %} __sdc_c{{ j|int }},{% endfor %}
    count(*) AS n,
    sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) AS w_fixed,
    min(__sdc_w) AS w_min,
    max(__sdc_w) AS w_max
FROM {{ coded|qi }}
{%- if n_vars %}
GROUP BY {% for j in range(n_vars) %}__sdc_c{{ j|int }}{{ ", " if not loop.last }}{% endfor %}
ORDER BY {% for j in range(n_vars) %}__sdc_c{{ j|int }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}
