{#-
  strata_values.sql -- the strata of a comparison: each combination of the stratum
  variables' values in the original (NULL a value), and the records whose stratum
  values differ between the two files (they must be equal: the per-stratum measures
  compare a stratum's records with themselves).
  inputs : original, masked (relations: the same rows in the same order, or the same
           ids of the column ``by`` in any order); strata (names); by (or none)
  output : the stratum variables' values, n (records), differ (records of the whole
           file whose stratum values differ between the files; the same on every row)
  grain  : one row per stratum of the original
-#}
WITH d AS (
    SELECT count(*) FILTER (WHERE {% for s in strata %}o.{{ s|qi }} IS DISTINCT FROM m.{{ s|qi }}{{ " OR " if not loop.last }}{% endfor %}) AS differ
{%- if by %}
    FROM {{ original|qi }} AS o JOIN {{ masked|qi }} AS m ON o.{{ by|qi }} = m.{{ by|qi }}
{%- else %}
    FROM {{ original|qi }} AS o POSITIONAL JOIN {{ masked|qi }} AS m
{%- endif %}
)
SELECT {% for s in strata %}{{ s|qi }}, {% endfor %}count(*) AS n, (SELECT differ FROM d) AS differ
FROM {{ original|qi }}
GROUP BY {% for s in strata %}{{ s|qi }}{{ ", " if not loop.last }}{% endfor %}
ORDER BY {% for s in strata %}{{ s|qi }} NULLS FIRST{{ ", " if not loop.last }}{% endfor %}
