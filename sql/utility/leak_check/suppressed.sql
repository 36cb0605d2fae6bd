{#-
  suppressed.sql -- the suppressed values: (i, v) with the value before present and
  the released value missing or a mark.  Each carries its target: the value the
  release would have shown, i.e. the one released value that the records showing v
  with the same value before all show (a recode read from the file: "7" -> "6+"),
  else the value before itself.
  inputs : pairs (pairs.sql); n_vars
  output : var, row_id, rel_hh, target
  grain  : one row per suppressed (record, variable)
-#}
WITH before_after AS (
    {%- for i in range(n_vars) %}
    SELECT {{ i|int }} AS var, row_id, rel_hh, o_{{ i|int }} AS o, r_{{ i|int }} AS r
    FROM {{ pairs|qi }}
    WHERE o_{{ i|int }} IS NOT NULL
    {%- if not loop.last %}
    UNION ALL
    {%- endif %}
    {%- endfor %}
), forms AS (
    SELECT var, o, min(r) AS r
    FROM before_after
    WHERE r IS NOT NULL
    GROUP BY var, o
    HAVING count(DISTINCT r) = 1
)
SELECT b.var, b.row_id, b.rel_hh, coalesce(f.r, b.o) AS target
FROM before_after AS b
LEFT JOIN forms AS f ON f.var = b.var AND f.o = b.o
WHERE b.r IS NULL
