{#-
  _exact.sql -- macros of the exact integers of the fixed-point sums
  (docs/decisions/0002-exact-sums.md, 0003-spark-exact-sums.md).
  whole(x): the double x rounded half away from zero, as a double (round(x)'s value on
      either engine, computed in doubles: floor(|x|) and the exact remainder
      |x| - floor(|x|); a double of 2^52 or more is whole already).  Spark's round() of
      a double goes through a decimal: a sum of 1M rounded terms took 2.4 to 7 times as
      long
  integer(x): the double x (|x| < 2^116) rounded to a whole number (half away from
      zero) as a HUGEINT (DECIMAL(38, 0) on Spark), exactly on either engine: r =
      whole(x) = h 2^53 + l with 0 <= l < 2^53, both parts whole doubles cast through
      BIGINT (Spark casts a double to a decimal through its shortest decimal text, which
      is not the double's value beyond 17 digits: 1234.567 * 2^52 came out 32 units
      above it; and no DECIMAL(38, 0) is negated: Spark 4.3's unary minus of one rounds
      it to 34 digits)
  fixed(x, dialect): x as a HUGEINT: DuckDB's cast (exact; half-even), integer(x) on Spark
  double(v): a non-negative HUGEINT as a double, its high and low 64 bits converted
      apart (exact, then one addition), the same on either engine
-#}
{%- macro whole(x) -%}
{%- set a = "abs(" ~ x ~ ")" -%}
{%- set m = "CASE WHEN " ~ a ~ " >= power(2.0, 52) THEN " ~ a ~ " ELSE CAST(floor(" ~ a ~ ") AS DOUBLE) + CASE WHEN " ~ a ~ " - floor(" ~ a ~ ") >= 0.5 THEN 1.0 ELSE 0.0 END END" -%}
(CASE WHEN {{ x }} < 0 THEN -({{ m }}) ELSE {{ m }} END)
{%- endmacro %}
{%- macro integer(x) -%}
{%- set r = whole(x) -%}
(CAST(CAST(floor({{ r }} * power(2.0, -53)) AS BIGINT) AS HUGEINT) * CAST(9007199254740992 AS HUGEINT) + CAST(CAST({{ r }} - CAST(floor({{ r }} * power(2.0, -53)) AS DOUBLE) * power(2.0, 53) AS BIGINT) AS HUGEINT))
{%- endmacro %}
{%- macro fixed(x, dialect) -%}
{% if dialect == "spark" %}{{ integer(x) }}{% else %}CAST({{ x }} AS HUGEINT){% endif %}
{%- endmacro %}
{%- macro double(v) -%}
(CAST(CAST(({{ v }}) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST(({{ v }}) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
{%- endmacro %}
