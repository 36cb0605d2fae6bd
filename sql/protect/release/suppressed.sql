{#-
  protect/release/suppressed.sql -- the suppressed values of one column: NULL in the
  protected relation, not NULL in the original (the same records in the same order).
  inputs : protected, original (relations; rows matched by rowid, on Spark by their
           __sdc_row), column (name)
  output : n (BIGINT)
  grain  : one row
-#}
SELECT count(*) AS n
FROM {{ protected|qi }} AS p JOIN {{ original|qi }} AS o ON {% if dialect == "spark" %}o.__sdc_row = p.__sdc_row{% else %}o.rowid = p.rowid{% endif %}
WHERE o.{{ column|qi }} IS NOT NULL AND p.{{ column|qi }} IS NULL
