{#-
  categories.sql -- the categories of one variable with their record counts (and sum of
  weights), for the workbench's recode form: what a global recode merges (seed 003
  section 3.4.3.2).  NULL is a category of its own.
  inputs : source (the recoded view); variable; weight (a column or none)
  output : value, records, weight (NULL without a weight)
  grain  : one row per distinct value of the variable, in value order (NULL last)
-#}
SELECT
    {{ variable|qi }} AS value,
    CAST(count(*) AS BIGINT) AS records,
    {% if weight %}sum({{ weight|qi }}){% else %}CAST(NULL AS DOUBLE){% endif %} AS weight
FROM {{ source|qi }}
GROUP BY {{ variable|qi }}
ORDER BY {{ variable|qi }} NULLS LAST
