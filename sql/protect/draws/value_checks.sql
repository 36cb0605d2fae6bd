{#-
  protect/draws/value_checks.sql -- the values a numeric method cannot use, counted per
  variable before any work: the values present (not NULL, not NaN), and for a
  floating-point variable its NaN, infinite, and finite values of magnitude $limit or
  more (their squares and products overflow the methods' arithmetic).
  inputs : keyed (the problem's keyed view); variables (the treated columns, in
           order); floats (the names among variables that are floating-point)
  params : $limit (DOUBLE: the smallest magnitude refused; only with floats)
  output : n0.. (values present), nan0.., inf0.., big0.. (0 for a variable that is not
           floating-point): BIGINT counts of variable i
  grain  : one row
-#}
SELECT
    {% for v in variables %}
    {%- set i = loop.index0 %}
    {%- if v in floats %}
    CAST(count({{ v|qi }}) - coalesce(sum(CASE WHEN isnan(CAST({{ v|qi }} AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS {{ ("n" ~ i)|qi }},
    CAST(coalesce(sum(CASE WHEN isnan(CAST({{ v|qi }} AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS {{ ("nan" ~ i)|qi }},
    CAST(coalesce(sum(CASE WHEN abs(CAST({{ v|qi }} AS DOUBLE)) = CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END), 0) AS BIGINT) AS {{ ("inf" ~ i)|qi }},
    CAST(coalesce(sum(CASE WHEN NOT isnan(CAST({{ v|qi }} AS DOUBLE)) AND abs(CAST({{ v|qi }} AS DOUBLE)) >= $limit AND abs(CAST({{ v|qi }} AS DOUBLE)) < CAST('Infinity' AS DOUBLE) THEN 1 ELSE 0 END), 0) AS BIGINT) AS {{ ("big" ~ i)|qi }}{{ "," if not loop.last }}
    {%- else %}
    CAST(count({{ v|qi }}) AS BIGINT) AS {{ ("n" ~ i)|qi }},
    CAST(0 AS BIGINT) AS {{ ("nan" ~ i)|qi }},
    CAST(0 AS BIGINT) AS {{ ("inf" ~ i)|qi }},
    CAST(0 AS BIGINT) AS {{ ("big" ~ i)|qi }}{{ "," if not loop.last }}
    {%- endif %}
    {% endfor %}
FROM {{ keyed|qi }}
