{#-
  domain_estimates.sql -- weighted totals of one target in one file, for the whole
  file and for each combination of the domain variables' values (NA a value), in one
  scan (GROUPING SETS); a categorical target per category.
  inputs : source (a relation); domains (column names, may be empty); target (a
           column); categorical (bool); weight (a column, or none: every weight 1)
  output : whole_file (1: the whole file, 0: a domain), d{i} (domain values),
           category (categorical target; NULL for a numeric one or the NA category),
           total (sum of w x, or of w over the category), w_avail (sum of w where the
           target is present), w_all (sum of w)
  grain  : one row per (domain, category)
-#}
{% set w = (weight|qi) if weight else "1.0" %}
{% set ds = domains|map("qi")|join(", ") %}
WITH g AS (
    SELECT
        {% if domains %}GROUPING({{ ds }}) <> 0{% else %}TRUE{% endif %} AS whole_file,
        {% for d in domains %}{{ d|qi }} AS d{{ loop.index0|int }}, {% endfor %}
        {% if categorical %}
        __sdc_cat AS category,
        sum(CAST({{ w }} AS DOUBLE)) AS total
        {% else %}
        CAST(NULL AS VARCHAR) AS category,
        sum(CAST({{ w }} AS DOUBLE) * {{ target|qi }}) AS total,
        sum(CAST({{ w }} AS DOUBLE)) FILTER ({{ target|qi }} IS NOT NULL) AS w_avail,
        sum(CAST({{ w }} AS DOUBLE)) AS w_all
        {% endif %}
    {% if categorical %}
    FROM (SELECT *, CAST({{ target|qi }} AS VARCHAR) AS __sdc_cat FROM {{ source|qi }}) AS s
    GROUP BY GROUPING SETS ((__sdc_cat){% if domains %}, ({{ ds }}, __sdc_cat){% endif %})
    {% else %}
    FROM {{ source|qi }}
    GROUP BY GROUPING SETS ((){% if domains %}, ({{ ds }}){% endif %})
    {% endif %}
)
{% if categorical %}
SELECT g.*,
       sum(total) FILTER (category IS NOT NULL) OVER w AS w_avail,
       sum(total) OVER w AS w_all
FROM g
WINDOW w AS (PARTITION BY whole_file{% for d in domains %}, d{{ loop.index0|int }}{% endfor %})
{% else %}
SELECT * FROM g
{% endif %}
