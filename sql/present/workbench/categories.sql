{#-
  categories.sql -- the categories of one variable with their record counts (and sum of
  weights), for the workbench's recode form: what a global recode merges (seed 003
  section 3.4.3.2).  NULL is a category of its own.  A numeric variable can have as
  many categories as the file has records: the first $limit are sent, with their number
  (counted from the grouped rows once, not by a window over them: on 10M records with
  4M distinct incomes the window doubled the time).
  inputs : source (the recoded view); variable; weight (a column or none)
  params : $limit
  output : value, records, weight (NULL without a weight), categories (the number of
           categories, NULL included: the same on every row)
  grain  : one row per distinct value of the variable, in value order (NULL last), the
           first $limit
  (MATERIALIZED on DuckDB, whose grouped rows are read twice; Spark has no such hint)
-#}
WITH grouped AS {{ 'MATERIALIZED ' if dialect == 'duckdb' else '' }}(
    SELECT
        {{ variable|qi }} AS value,
        CAST(count(*) AS BIGINT) AS records,
        {% if weight %}sum({{ weight|qi }}){% else %}CAST(NULL AS DOUBLE){% endif %} AS weight
    FROM {{ source|qi }}
    GROUP BY {{ variable|qi }}
)
SELECT
    value,
    records,
    weight,
    (SELECT CAST(count(*) AS BIGINT) FROM grouped) AS categories
FROM grouped
ORDER BY value NULLS LAST
LIMIT $limit
