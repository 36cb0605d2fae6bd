{#-
  protect/draws/categories.sql -- the categories of one variable and their records, per
  stratum (PRAM builds each stratum's matrix from them before the per-stratum run).
  inputs : keyed (the problem's keyed view), strata (column names), variable (name)
  output : the strata, category (the variable's value), n (records)
  grain  : one row per (stratum, non-NULL category)
-#}
SELECT
{%- for s in strata %}
    {{ s|qi }},
{%- endfor %}
    {{ variable|qi }} AS category,
    count(*) AS n
FROM {{ keyed|qi }}
WHERE {{ variable|qi }} IS NOT NULL
GROUP BY {% for s in strata %}{{ s|qi }}, {% endfor %}{{ variable|qi }}
