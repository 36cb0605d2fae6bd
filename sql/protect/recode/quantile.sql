{#-
  quantile.sql -- lower quantiles of a column: the threshold of top or bottom coding
  given as a quantile, and the breaks of bands drawn from the data.  For each q the
  smallest value v such that the share of the non-missing values <= v (with `below`:
  < v) reaches q: the lower quantile, inverse of the empirical distribution function.
  The share is counted in records, or in sampling weight (a weighted quantile); sums
  are exact integers (records, or weights in fixed point as in base_cells.sql), and
  the share is the correctly rounded quotient of two such sums compared with q, so a
  share equal to q reaches it.
  inputs : relation (name); column (name); nq (number of quantiles); below (bool);
           count (a column counting records, or none: one per row); weight (a weight
           column, or none: count records); fixed_point (bool: the weight column holds
           fixed-point sums already); codes_var (session variable, or `$` parameter,
           holding the column's missing codes, or none); codes_text (bool: compare the
           codes as text)
  params : $q_1 .. $q_nq (0 <= q <= 1)
  output : one row, columns v1 .. v<nq> (NULL when no value reaches the share)
  grain  : one row
-#}
{% import "_exact.sql" as e %}
WITH counts AS (
    SELECT {{ column|qi }} AS v, {% if weight and fixed_point %}sum({{ weight|qi }}){% elif weight %}sum({{ e.fixed(weight|qi ~ " * power(2.0, 52)", dialect) }}){% elif count %}sum({{ count|qi }}){% else %}count(*){% endif %} AS c
    FROM {{ relation|qi }}
    WHERE {{ column|qi }} IS NOT NULL
    {% if codes_var %}
      AND NOT list_contains({{ codes_var|ref }},
                            CAST({{ column|qi }} AS {{ "VARCHAR" if codes_text else "DOUBLE" }}))
    {% endif %}
    GROUP BY 1
), cumulative AS (
    SELECT v, c, sum(c) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
           sum(c) OVER () AS n
    FROM counts
), shares AS (
    SELECT v, CAST({% if below %}cum - c{% else %}cum{% endif %} AS DOUBLE) / CAST(n AS DOUBLE) AS share
    FROM cumulative
)
SELECT {% for i in range(1, nq + 1) %}{% if not loop.first %}, {% endif %}min(v) FILTER (WHERE share >= {{ "$q"|item(i) }}) AS v{{ i|int }}{% endfor %}
FROM shares
