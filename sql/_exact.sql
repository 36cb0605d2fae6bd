{#-
  _exact.sql -- macros of the exact integers of the fixed-point sums
  (docs/decisions/0002-exact-sums.md, 0003-spark-exact-sums.md).
  integer(x): the double x (|x| < 2^116) rounded to a whole number (half away from
      zero) as a HUGEINT (DECIMAL(38, 0) on Spark), exactly on either engine: |x| = h 2^53
      + l with h whole and 0 <= l < 2^53 (both exact in doubles), l rounded by its floor
      and its remainder l - floor(l) (exact), h and the rounded l cast through BIGINT,
      the sign applied by a subtraction from 0.  On Spark 4.3 each other way is wrong or
      slow: a double's cast to a decimal goes through its shortest decimal text
      (1234.567 * 2^52 came out 32 units above its value), the unary minus of a
      DECIMAL(38, 0) rounds to 34 digits (-18002232553494668956672251503050752 came out
      ...750), and round() of a double goes through a decimal (a sum of 1M terms 7 times
      slower)
  magnitude(a): integer() of a non-negative double a
  fixed(x, dialect): x as a HUGEINT: DuckDB's cast (exact; half-even), integer(x) on Spark
  double(v): a non-negative HUGEINT as a double, its high and low 64 bits converted
      apart (exact, then one addition), the same on either engine
-#}
{%- macro magnitude(a) -%}
{%- set h = "floor((" ~ a ~ ") * power(2.0, -53))" -%}
{%- set l = "((" ~ a ~ ") - CAST(" ~ h ~ " AS DOUBLE) * power(2.0, 53))" -%}
(CAST(CAST({{ h }} AS BIGINT) AS HUGEINT) * CAST(9007199254740992 AS HUGEINT) + CAST(CAST(floor({{ l }}) AS BIGINT) + CASE WHEN {{ l }} - floor({{ l }}) >= 0.5 THEN 1 ELSE 0 END AS HUGEINT))
{%- endmacro %}
{%- macro integer(x) -%}
(CASE WHEN {{ x }} < 0 THEN CAST(0 AS HUGEINT) - {{ magnitude("abs(" ~ x ~ ")") }} ELSE {{ magnitude(x) }} END)
{%- endmacro %}
{%- macro fixed(x, dialect) -%}
{% if dialect == "spark" %}{{ integer(x) }}{% else %}CAST({{ x }} AS HUGEINT){% endif %}
{%- endmacro %}
{%- macro double(v) -%}
(CAST(CAST(({{ v }}) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST(({{ v }}) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE))
{%- endmacro %}
