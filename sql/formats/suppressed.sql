{#-
  formats/suppressed.sql -- per column, the suppressed values of a protected relation
  (NULL there, not NULL in the original: the same records in the same order), and per
  candidate suppression code the records already holding it.
  inputs : protected, original (tables; rows matched by rowid), columns (compared),
           candidates (list of (column, type) pairs, one per parameter $c<i>)
  params : $c<i> (one per candidate code)
  output : s<n> (BIGINT, one per column), t<i> (BIGINT, one per candidate)
  grain  : one row
-#}
SELECT
    count(*) AS __sdc_records
{%- for c in columns %},
    count(*) FILTER (WHERE o.{{ c|qi }} IS NOT NULL AND p.{{ c|qi }} IS NULL) AS s{{ loop.index0 }}
{%- endfor %}
{%- for c, t in candidates %},
    count(*) FILTER (WHERE p.{{ c|qi }} = TRY_CAST($c{{ loop.index0 }} AS {{ t }})) AS t{{ loop.index0 }}
{%- endfor %}
FROM {{ protected|qi }} AS p JOIN {{ original|qi }} AS o ON o.rowid = p.rowid
