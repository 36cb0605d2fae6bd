{#-
  _numeric.sql -- Jinja helper macros for accurate log1p and expm1 in SQL
  (DuckDB has neither).  Kahan's tricks: log1p(x) = ln(u) * x / (u - 1) with
  u = 1 + x, and expm1(x) = (u - 1) * x / ln(u) with u = exp(x); both are
  accurate to a few ulps for every x (Goldberg 1991, theorem 4).
-#}
{% macro log1p(x) -%}
(CASE WHEN 1.0 + ({{ x }}) = 1.0 THEN ({{ x }})
      ELSE ln(1.0 + ({{ x }})) * ({{ x }}) / ((1.0 + ({{ x }})) - 1.0) END)
{%- endmacro %}
{% macro neg_expm1(x) -%}
(CASE WHEN exp({{ x }}) = 1.0 THEN -({{ x }})
      WHEN exp({{ x }}) = 0.0 THEN 1.0
      ELSE -((exp({{ x }}) - 1.0) * ({{ x }}) / ln(exp({{ x }}))) END)
{%- endmacro %}
