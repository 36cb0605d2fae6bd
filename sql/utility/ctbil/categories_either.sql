{#-
  categories_either.sql -- per variable, the categories present in either file (a
  missing value counts as one), for the number of cells of CTBIL's tables (seed 003
  section 3.5.2: CTBIL per cell); values compared as text.
  inputs : original, masked (relations); variables (column names)
  output : var (position from 0), categories
  grain  : one row per variable
-#}
{% for v in variables %}
SELECT {{ loop.index0|int }} AS var,
       CAST(count(DISTINCT x) + max(CASE WHEN x IS NULL THEN 1 ELSE 0 END) AS BIGINT) AS categories
FROM (SELECT CAST({{ v|qi }} AS VARCHAR) AS x FROM {{ original|qi }}
      UNION ALL
      SELECT CAST({{ v|qi }} AS VARCHAR) AS x FROM {{ masked|qi }}) AS u
{% if not loop.last %}UNION ALL{% endif %}
{% endfor %}
ORDER BY var
