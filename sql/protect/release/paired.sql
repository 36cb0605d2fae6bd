{#-
  protect/release/paired.sql -- the protected records in the original's order, paired
  by the person id (both files checked by pair_checks.sql: ids present, distinct and
  the same), so that a record's row number is its original's.
  inputs : protected, original (relations, the original in input order: rowid);
           person_id (the id column, in both)
  output : the protected columns
  grain  : one row per record, in the original's order
-#}
SELECT p.*
FROM {{ protected|qi }} AS p
JOIN (SELECT rowid AS __sdc_r, CAST({{ person_id|qi }} AS VARCHAR) AS __sdc_id
      FROM {{ original|qi }}) AS o
  ON o.__sdc_id = CAST(p.{{ person_id|qi }} AS VARCHAR)
ORDER BY o.__sdc_r
