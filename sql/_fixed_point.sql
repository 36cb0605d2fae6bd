{#-
  _fixed_point.sql -- macros of the exact fixed-point sums of a column's values and
  their squares (docs/decisions/0002-exact-sums.md, 0003-spark-exact-sums.md), as
  protect/draws/summary.sql computes them: each value x in units of 2^-s, X = whole(x k)
  (_exact.sql) with k = 2^s, s from the column's largest |x| (X below 2^89), split into
  X = H 2^44 + L with 0 <= L < 2^44, H and L whole doubles cast through BIGINT (exact
  on either engine); then sum X = sh 2^44 + sl and sum X^2 = hh 2^88 + hl 2^45 + ll, the
  same integers for any order of addition and on either engine
  (sdcsql.protect.draws.moments turns them into a mean and a standard deviation).
  scale(m): k for a column whose largest |x| is m: 2^(88 - ceil(log2 m)), clipped to
      2^1000; 1 when m is 0 or NULL
  high(X): H of the whole double X, as a HUGEINT (DECIMAL(38, 0) on Spark)
  low(X): L of X, as a HUGEINT
  sums(h, l, p): the five sums of the parts h and l as sh<p>, sl<p>, hh<p>, hl<p>, ll<p>
-#}
{%- macro scale(m) -%}
CASE WHEN {{ m }} > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2({{ m }})))) ELSE 1.0 END
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
