{#-
  table_differences.sql -- CTBIL (seed 003 section 3.5.2, formula 3.7): the absolute
  differences between the cells of the contingency tables of the original and the
  masked file, over every subset of at most K of the variables (GROUPING SETS, one
  scan per file); a missing value is a category; values compared as text (a recode may
  change a variable's type).
  inputs : original, masked (relations); variables (column names); sets (the subsets,
           lists of positions); weight (a column, or none: counts)
  output : ctbil (sum over the tables and cells of |x^F - x^G|), total (records, or
           the sum of the weights, of the original file)
  grain  : one row
-#}
{% set w = ("CAST(" ~ (weight|qi) ~ " AS DOUBLE)") if weight else "1.0" %}
{% set ks = [] %}{% for v in variables %}{% set _ = ks.append("__sdc_k" ~ loop.index0) %}{% endfor %}
WITH
{% for side, rel in [("__sdc_ta", original), ("__sdc_tb", masked)] %}
{{ side }} AS (
    SELECT GROUPING({{ ks|join(", ") }}) AS g, {{ ks|join(", ") }}, sum(__sdc_w) AS x
    FROM (
        SELECT {% for v in variables %}CAST({{ v|qi }} AS VARCHAR) AS __sdc_k{{ loop.index0|int }}, {% endfor %}{{ w }} AS __sdc_w
        FROM {{ rel|qi }}
    ) AS s
    GROUP BY GROUPING SETS ({% for set in sets %}({% for i in set %}__sdc_k{{ i|int }}{{ ", " if not loop.last }}{% endfor %}){{ ", " if not loop.last }}{% endfor %})
){{ "," if side == "__sdc_ta" }}
{% endfor %}
SELECT coalesce(sum(abs(coalesce(a.x, 0) - coalesce(b.x, 0))), 0) AS ctbil,
       (SELECT sum({{ w }}) FROM {{ original|qi }}) AS total
FROM __sdc_ta AS a FULL OUTER JOIN __sdc_tb AS b
    ON a.g = b.g{% for k in ks %} AND a.{{ k }} IS NOT DISTINCT FROM b.{{ k }}{% endfor %}
