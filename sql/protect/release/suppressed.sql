{#-
  protect/release/suppressed.sql -- the suppressed values of one column: NULL in the
  protected relation, not NULL in the original (the same records in the same order).
  inputs : protected, original (relations; rows matched by rowid), column (name)
  output : n (BIGINT)
  grain  : one row
-#}
SELECT count(*) AS n
FROM {{ protected|qi }} AS p JOIN {{ original|qi }} AS o ON o.rowid = p.rowid
WHERE o.{{ column|qi }} IS NOT NULL AND p.{{ column|qi }} IS NULL
