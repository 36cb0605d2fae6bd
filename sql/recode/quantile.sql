{#-
  quantile.sql -- the threshold of top or bottom coding given as a quantile:
  the smallest value v such that at least a share q of the non-missing values are
  <= v (the lower quantile, inverse of the empirical distribution function).
  inputs : relation (name); column (name); weight (a column counting records, or
           none: one per row); codes_var (session variable, or `$` parameter,
           holding the column's missing codes, or none); codes_text (bool: compare the codes as text)
  params : $q (0 < q < 1)
  output : one row, one column v (NULL when every value is missing)
  grain  : one row
-#}
WITH counts AS (
    SELECT {{ column|qi }} AS v, {% if weight %}sum({{ weight|qi }}){% else %}count(*){% endif %} AS c
    FROM {{ relation|qi }}
    WHERE {{ column|qi }} IS NOT NULL
    {% if codes_var %}
      AND NOT list_contains({{ codes_var|ref }},
                            CAST({{ column|qi }} AS {{ "VARCHAR" if codes_text else "DOUBLE" }}))
    {% endif %}
    GROUP BY 1
), cumulative AS (
    SELECT v, sum(c) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
           sum(c) OVER () AS n
    FROM counts
)
SELECT min(v) AS v FROM cumulative WHERE cum >= $q * n
