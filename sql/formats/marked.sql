{#-
  formats/marked.sql -- the protected relation with each suppressed value (NULL there,
  not NULL in the original) replaced by its column's suppression code; structural
  missing values (NULL in both) stay NULL.  Rows in the protected relation's order.
  inputs : protected, original (tables; rows matched by rowid), columns (every output
           column, in order), marks (column -> parameter index i), types (column -> type)
  params : $m<i> (one code per marked column)
  output : the protected relation's columns
  grain  : one row per record, in order
-#}
SELECT
{%- for c in columns %}
    {% if c in marks -%}
    CASE WHEN p.{{ c|qi }} IS NULL AND o.{{ c|qi }} IS NOT NULL
         THEN CAST($m{{ marks[c] }} AS {{ types[c] }}) ELSE p.{{ c|qi }} END AS {{ c|qi }}
    {%- else %}p.{{ c|qi }}{% endif %}{{ "," if not loop.last }}
{%- endfor %}
FROM {{ protected|qi }} AS p LEFT JOIN {{ original|qi }} AS o ON o.rowid = p.rowid
ORDER BY p.rowid
