{#-
  count_hits.sql -- channel (b), counts over the household: for the variable `var`,
  each count the released household offers -- its number of members (a = -1), and
  its number of members in each category c of a released categorical column j
  (a = j; zero counts included) -- is a channel.  A channel determines `var` when,
  among the records showing `var`, each count comes with exactly one value of `var`
  (a functional dependency); a suppressed value is recovered when a determining
  channel's count of its household occurs among the records showing `var` and the
  value it comes with is the target, shown by at least `min_support` records (one
  record is a coincidence, not a dependency), and the channel's counts come with at
  least two values (a count every shown record shares tells nothing the marginal
  does not).  Equi-joins and GROUP BYs only.
  inputs : pairs (pairs.sql), values (values.sql), suppressed (suppressed.sql);
           var (position); categories (the channel positions of the categorical
           columns used); min_support
  output : var, row_id, channel ('count'), a (the column, -1: members), b, c (-1)
  grain  : one row per recovered (record, variable, column)
-#}
WITH households AS (
    SELECT rel_hh, count(*) AS n
    FROM {{ pairs|qi }}
    WHERE rel_hh IS NOT NULL
    GROUP BY rel_hh
), channels AS (
    SELECT rel_hh, -1 AS j, CAST(NULL AS VARCHAR) AS category, n
    FROM households
{%- if categories %}
    UNION ALL
    SELECT h.rel_hh, k.j, k.category, coalesce(cnt.n, 0) AS n
    FROM households AS h
    CROSS JOIN (
        SELECT DISTINCT j, x AS category
        FROM {{ values|qi }}
        WHERE j IN ({% for j in categories %}{{ j|int }}{{ ", " if not loop.last }}{% endfor %})
          AND x IS NOT NULL
    ) AS k
    LEFT JOIN (
        SELECT rel_hh, j, x AS category, count(*) AS n
        FROM {{ values|qi }}
        WHERE j IN ({% for j in categories %}{{ j|int }}{{ ", " if not loop.last }}{% endfor %})
          AND x IS NOT NULL AND rel_hh IS NOT NULL
        GROUP BY rel_hh, j, x
    ) AS cnt ON cnt.rel_hh = h.rel_hh AND cnt.j = k.j AND cnt.category = k.category
{%- endif %}
), groups AS (
    SELECT ch.j, ch.category, ch.n, min(p.r_{{ var|int }}) AS y,
           count(DISTINCT p.r_{{ var|int }}) AS n_values, count(*) AS support
    FROM {{ pairs|qi }} AS p
    JOIN channels AS ch ON ch.rel_hh = p.rel_hh
    WHERE p.r_{{ var|int }} IS NOT NULL
    GROUP BY ch.j, ch.category, ch.n
), determined AS (
    SELECT g.j, g.category, g.n, g.y
    FROM groups AS g
    JOIN (SELECT j, category FROM groups GROUP BY j, category
          HAVING max(n_values) = 1 AND count(DISTINCT y) >= 2) AS fd
      ON fd.j = g.j AND fd.category IS NOT DISTINCT FROM g.category
    WHERE g.support >= {{ min_support|int }}
)
SELECT DISTINCT s.var, s.row_id, 'count' AS channel, ch.j AS a, -1 AS b, -1 AS c
FROM {{ suppressed|qi }} AS s
JOIN channels AS ch ON ch.rel_hh = s.rel_hh
JOIN determined AS d
  ON d.j = ch.j AND d.category IS NOT DISTINCT FROM ch.category AND d.n = ch.n
 AND d.y = s.target
WHERE s.var = {{ var|int }}
