{#-
  protect/sampling/calibration_cells.sql -- the raking's cells: the sample's records
  grouped by their categories of the calibration variables.  Raking multiplies the
  weights of a cell's records by the same factors, so it runs on the cells' weight
  totals and the factors are joined back (protect/sampling/calibrated.sql).
  inputs : coded (protect/sampling/coded.sql), n_vars (the calibration variables)
  output : __sdc_c<j> (the codes; NULL: a category the original has not, refused), n
           (records), w_fixed (HUGEINT: the weight total times 2^52, exact as in
           margins.sql; its
           integer cast exact on Spark too: _exact.sql's integer)
  grain  : one row per cell (one row without calibration variables), in code order (the
           raking's sums in a fixed order: the same factors for any thread count)
-#}
{%- import "_exact.sql" as r %}
SELECT
    {%- for j in range(n_vars) %} __sdc_c{{ j|int }},{% endfor %}
    count(*) AS n,
    sum({{ r.integer("__sdc_w * power(2.0, 52)") }}) AS w_fixed
FROM {{ coded|qi }}
{%- if n_vars %}
GROUP BY {% for j in range(n_vars) %}__sdc_c{{ j|int }}{{ ", " if not loop.last }}{% endfor %}
ORDER BY {% for j in range(n_vars) %}__sdc_c{{ j|int }}{{ ", " if not loop.last }}{% endfor %}
{%- endif %}
