{#-
  protect/sampling/_raking.sql -- macros of the calibration's exact integers
  (protect/sampling/calibration_cells.sql, unit_shares.sql).
  double(v): a non-negative HUGEINT (DECIMAL(38, 0) on Spark) as a double, its high and
      low 64 bits converted apart (exact, then one addition), the same on either engine
  integer(x): the double x (|x| < 2^106) rounded to a whole number (half away from
      zero) as a HUGEINT, exactly on either engine: its high and low parts (x = h 2^44
      + l) cast to BIGINT apart, since Spark casts a double to a decimal through its
      shortest decimal text, which is not the double's value beyond 17 digits
-#}
{%- macro double(v) -%}
(CAST(CAST(({{ v }}) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST(({{ v }}) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
{%- endmacro %}
{%- macro integer(x) -%}
(CAST(CAST(floor(round({{ x }}) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round({{ x }}) - CAST(floor(round({{ x }}) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))
{%- endmacro %}
