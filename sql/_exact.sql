{#-
  _exact.sql -- macros of the exact integers of the fixed-point sums
  (docs/decisions/0002-exact-sums.md, 0003-spark-exact-sums.md).
  integer(x): the double x (|x| < 2^116) rounded to a whole number (half away from
      zero) as a HUGEINT (DECIMAL(38, 0) on Spark), exactly on either engine: x = h 2^53
      + l with 0 <= l < 2^53, both parts whole doubles cast through BIGINT (Spark casts a
      double to a decimal through its shortest decimal text, which is not the double's
      value beyond 17 digits: 1234.567 * 2^52 came out 32 units above it)
  fixed(x, dialect): x as a HUGEINT: DuckDB's cast (exact; half-even), integer(x) on Spark
  double(v): a non-negative HUGEINT as a double, its high and low 64 bits converted
      apart (exact, then one addition), the same on either engine
-#}
{%- macro integer(x) -%}
(CAST(CAST(floor(round({{ x }}) * power(2.0, -53)) AS BIGINT) AS HUGEINT) * CAST(9007199254740992 AS HUGEINT) + CAST(CAST(round({{ x }}) - CAST(floor(round({{ x }}) * power(2.0, -53)) AS DOUBLE) * power(2.0, 53) AS BIGINT) AS HUGEINT))
{%- endmacro %}
{%- macro fixed(x, dialect) -%}
{% if dialect == "spark" %}{{ integer(x) }}{% else %}CAST({{ x }} AS HUGEINT){% endif %}
{%- endmacro %}
{%- macro double(v) -%}
(CAST(CAST(({{ v }}) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST(({{ v }}) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
{%- endmacro %}
