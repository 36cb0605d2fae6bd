{#-
  person_id_checks.sql -- a person id is given and unique.
  inputs : source (relation name, the input); person_id (column)
  output : nulls (records with a NULL id), repeats (records repeating another's id)
  grain  : one row
-#}
SELECT
    count(*) FILTER (WHERE {{ person_id|qi }} IS NULL) AS nulls,
    count({{ person_id|qi }}) - count(DISTINCT {{ person_id|qi }}) AS repeats
FROM {{ source|qi }}
