{#-
  protect/release/released.sql -- the release: the protected records in the released
  order, dropped columns left out, ids replaced, suppressions marked.
  inputs : protected, original (relations of the same records in the same order; a
           record's row number is its rowid + 1), link (protect/release/link.sql),
           columns (the released columns of the protected relation, in order),
           household, person_id (columns to replace, or none), marks (columns written
           with a code where suppressed; the code is $code<i>, i their position in
           ``marks``), types (column -> SQL type of the marked columns), flags (columns
           given a 0/1 column <c>_suppressed)
  params : $pid_offset (when person_id), $code<i> (one per mark)
  output : the released columns, then the flag columns, then __sdc_row (the record's
           input row number: the private link the leak check reads) and __sdc_pos (its
           released position); records.sql leaves both out of the published file
  grain  : one row per record, ordered by the released position
  A suppression is a value NULL in the protected relation and not NULL in the original.
  Spark: both relations carry the record's row number __sdc_row (no rowid).
-#}
SELECT
{%- for c in columns %}
{%- if household and c == household %}
    l.new_hh AS {{ c|qi }}
{%- elif person_id and c == person_id %}
    $pid_offset + l.new_row AS {{ c|qi }}
{%- elif c in marks %}
    CASE WHEN o.{{ c|qi }} IS NOT NULL AND p.{{ c|qi }} IS NULL
         THEN CAST($code{{ marks.index(c) }} AS {{ types[c] }}) ELSE p.{{ c|qi }} END AS {{ c|qi }}
{%- else %}
    p.{{ c|qi }}
{%- endif %},
{%- endfor %}
{%- for c in flags %}
    CAST(o.{{ c|qi }} IS NOT NULL AND p.{{ c|qi }} IS NULL AS INTEGER) AS {{ (c ~ "_suppressed")|qi }},
{%- endfor %}
    l.row_id AS __sdc_row,
    l.new_row AS __sdc_pos
FROM {{ protected|qi }} AS p
JOIN {{ original|qi }} AS o ON {% if dialect == "spark" %}o.__sdc_row = p.__sdc_row{% else %}o.rowid = p.rowid{% endif %}
JOIN {{ link|qi }} AS l ON l.row_id = {% if dialect == "spark" %}p.__sdc_row{% else %}p.rowid + 1{% endif %}
ORDER BY l.new_row
