{#-
  counts.sql -- the record count of a file and, with a household id, its household
  count (the workbench's Data screen).
  inputs : source (the input's view, or the recoded view); household (a column or none)
  output : records, households (NULL without a household id)
  grain  : one row
-#}
SELECT
    CAST(count(*) AS BIGINT) AS records,
    {% if household %}CAST(count(DISTINCT {{ household|qi }}) AS BIGINT){% else %}CAST(NULL AS BIGINT){% endif %} AS households
FROM {{ source|qi }}
