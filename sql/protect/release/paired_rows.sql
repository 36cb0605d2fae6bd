{#-
  protect/release/paired_rows.sql -- Spark: the protected records with the row number
  of their original, paired by the person id (both files checked by pair_checks.sql:
  ids present, distinct and the same); DuckDB reorders them instead (paired.sql).
  inputs : protected (relation); original (relation with __sdc_row, the record's row
           number); person_id (the id column, in both); columns (the protected columns)
  output : the protected columns, __sdc_row
  grain  : one row per record
-#}
SELECT {% for c in columns %}p.{{ c|qi }}, {% endfor %}o.__sdc_row
FROM {{ protected|qi }} AS p
JOIN (SELECT CAST({{ person_id|qi }} AS VARCHAR) AS __sdc_id, __sdc_row
      FROM {{ original|qi }}) AS o
  ON o.__sdc_id = CAST(p.{{ person_id|qi }} AS VARCHAR)
