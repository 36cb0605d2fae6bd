{#-
  protect/sampling/_raking.sql -- macros of the raking with one factor per household
  (protect/sampling/newton_sums.sql, calibrated.sql), so that the factor is the same
  expression in both.
  factor(function, keys, alias): a household's factor g = exp(sum_k p_k lambda_k), its
      shares p_k (the columns keys of alias) times the bound lambdas $l<k>, added in
      the keys' order, exp the registered numpy function (the same bits on either
      engine); NULL when the exponent exceeds 600 (udfs.raking.MAX_EXPONENT: a factor
      that large is no calibration, and its products would overflow)
  double(v): a non-negative HUGEINT (DECIMAL(38, 0) on Spark) as a double, its high and
      low 64 bits converted apart (exact, then one addition), the same on either engine
  integer(x): the double x (|x| < 2^106) rounded to a whole number (half away from
      zero) as a HUGEINT, exactly on either engine: its high and low parts (x = h 2^44
      + l) cast to BIGINT apart, since Spark casts a double to a decimal through its
      shortest decimal text, which is not the double's value beyond 17 digits
-#}
{%- macro exponent(keys, alias) -%}
({% for k in keys %}{{ alias }}.{{ k|qi }} * $l{{ loop.index0|int }}{{ " + " if not loop.last }}{% endfor %}{% if not keys %}0.0{% endif %})
{%- endmacro %}
{%- macro factor(function, keys, alias) -%}
{{ function|qi }}(CASE WHEN {{ exponent(keys, alias) }} <= 600.0 THEN {{ exponent(keys, alias) }} END)
{%- endmacro %}
{%- macro double(v) -%}
(CAST(CAST(({{ v }}) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST(({{ v }}) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
{%- endmacro %}
{%- macro integer(x) -%}
(CAST(CAST(floor(round({{ x }}) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round({{ x }}) - CAST(floor(round({{ x }}) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))
{%- endmacro %}
