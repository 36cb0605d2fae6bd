{#-
  protect/release/agreement.sql -- do the paired files agree?  Per column of both
  files (not declared changed), the records whose protected value is present and
  differs from the original's (compared as text): a suppression makes a value
  missing, never another value, so a count above 0 means the files are not paired
  record by record (or the protection changed the column).
  inputs : protected, original (relations of the same records in the same order: a
           record's rowid); columns (the columns compared)
  output : column_index, disagreeing
  grain  : one row per compared column
-#}
{%- for c in columns %}
SELECT {{ loop.index0|int }} AS column_index,
       count(*) FILTER (WHERE p.{{ c|qi }} IS NOT NULL AND o.{{ c|qi }} IS NOT NULL
                        AND CAST(p.{{ c|qi }} AS VARCHAR) <> CAST(o.{{ c|qi }} AS VARCHAR))
           AS disagreeing
FROM {{ protected|qi }} AS p
JOIN {{ original|qi }} AS o ON {% if dialect == "spark" %}o.__sdc_row = p.__sdc_row{% else %}o.rowid = p.rowid{% endif %}
{%- if not loop.last %}
UNION ALL
{%- endif %}
{%- endfor %}
