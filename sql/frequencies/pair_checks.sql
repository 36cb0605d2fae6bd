{#-
  frequencies/pair_checks.sql -- before two files are paired record by record by an
  id (a release's protected file and its original; a utility comparison on Spark): the
  ids missing or repeated in either file, and the protected records whose id is not in
  the original.
  inputs : protected, original (relations); person_id (the id column, in both)
  output : missing_p, repeated_p, missing_o, repeated_o, unmatched
  grain  : one row
-#}
SELECT
    (SELECT count(*) FILTER (WHERE {{ person_id|qi }} IS NULL) FROM {{ protected|qi }}) AS missing_p,
    (SELECT count(*) - count(DISTINCT {{ person_id|qi }}) - count(*) FILTER (WHERE {{ person_id|qi }} IS NULL)
     FROM {{ protected|qi }}) AS repeated_p,
    (SELECT count(*) FILTER (WHERE {{ person_id|qi }} IS NULL) FROM {{ original|qi }}) AS missing_o,
    (SELECT count(*) - count(DISTINCT {{ person_id|qi }}) - count(*) FILTER (WHERE {{ person_id|qi }} IS NULL)
     FROM {{ original|qi }}) AS repeated_o,
    (SELECT count(*) FROM {{ protected|qi }} AS p
     WHERE NOT EXISTS (SELECT 1 FROM {{ original|qi }} AS o
                       WHERE CAST(o.{{ person_id|qi }} AS VARCHAR) = CAST(p.{{ person_id|qi }} AS VARCHAR)))
        AS unmatched
