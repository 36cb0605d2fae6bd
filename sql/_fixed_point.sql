{#-
  _fixed_point.sql -- macros of the exact fixed-point sums of a column's values and
  their squares (docs/decisions/0002-exact-sums.md, 0003-spark-exact-sums.md), as
  protect/draws/summary.sql computes them: each value x in units of 2^-s, X = whole(x k)
  with k = 2^s, s from the column's largest |x| (X below 2^89), split into
  X = H 2^44 + L with 0 <= L < 2^44, H and L whole doubles cast through BIGINT (exact
  on either engine); then sum X = sh 2^44 + sl and sum X^2 = hh 2^88 + hl 2^45 + ll, the
  same integers for any order of addition and on either engine
  (sdcsql.protect.draws.moments turns them into a mean and a standard deviation).
  scale(m): k for a column whose largest |x| is m: 2^(88 - ceil(log2 m)), clipped to
      2^1000; 1 when m is 0 or NULL
  whole(x): the double x rounded half away from zero, as a double (the value of
      round(x) on either engine, computed in doubles: floor(|x|) and the exact remainder
      |x| - floor(|x|); a double of 2^52 or more is whole already).  Spark's round() of
      a double goes through a decimal: these sums over 1M values took 2.4 times as long
  high(X): H of the whole double X, as a HUGEINT (DECIMAL(38, 0) on Spark)
  low(X): L of X, as a HUGEINT
  sums(h, l, p): the five sums of the parts h and l as sh<p>, sl<p>, hh<p>, hl<p>, ll<p>
-#}
{%- macro scale(m) -%}
CASE WHEN {{ m }} > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2({{ m }})))) ELSE 1.0 END
{%- endmacro %}
{%- macro whole(x) -%}
{%- set a = "abs(" ~ x ~ ")" -%}
{%- set m = "CASE WHEN " ~ a ~ " >= power(2.0, 52) THEN " ~ a ~ " ELSE CAST(floor(" ~ a ~ ") AS DOUBLE) + CASE WHEN " ~ a ~ " - floor(" ~ a ~ ") >= 0.5 THEN 1.0 ELSE 0.0 END END" -%}
(CASE WHEN {{ x }} < 0 THEN -({{ m }}) ELSE {{ m }} END)
{%- endmacro %}
{%- macro high(x) -%}
CAST(CAST(floor({{ x }} / power(2.0, 44)) AS BIGINT) AS HUGEINT)
{%- endmacro %}
{%- macro low(x) -%}
CAST(CAST({{ x }} - floor({{ x }} / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT)
{%- endmacro %}
{%- macro sums(h, l, p) -%}
sum({{ h }}) AS {{ ("sh" ~ p)|qi }}, sum({{ l }}) AS {{ ("sl" ~ p)|qi }}, sum({{ h }} * {{ h }}) AS {{ ("hh" ~ p)|qi }}, sum({{ h }} * {{ l }}) AS {{ ("hl" ~ p)|qi }}, sum({{ l }} * {{ l }}) AS {{ ("ll" ~ p)|qi }}
{%- endmacro %}
