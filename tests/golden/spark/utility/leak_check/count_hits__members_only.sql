WITH households AS (
  SELECT
    rel_hh,
    COUNT(*) AS n
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT rel_hh IS NULL
  GROUP BY
    rel_hh
), channels AS (
  SELECT
    rel_hh,
    -1 AS j,
    CAST(NULL AS STRING) AS category,
    n
  FROM households
), groups AS (
  SELECT
    ch.j,
    ch.category,
    ch.n,
    MIN(p.r_0) AS y,
    COUNT(DISTINCT p.r_0) AS n_values,
    COUNT(*) AS support
  FROM `__sdc_leak_pairs_p` AS p
  JOIN channels AS ch
    ON ch.rel_hh = p.rel_hh
  WHERE
    NOT p.r_0 IS NULL
  GROUP BY
    ch.j,
    ch.category,
    ch.n
), determined AS (
  SELECT
    g.j,
    g.category,
    g.n,
    g.y
  FROM groups AS g
  JOIN (
    SELECT
      j,
      category
    FROM groups
    GROUP BY
      j,
      category
    HAVING
      MAX(n_values) = 1 AND COUNT(DISTINCT y) >= 2
  ) AS fd
    ON fd.j = g.j AND fd.category IS NOT DISTINCT FROM g.category
  WHERE
    g.support >= 2
)
SELECT DISTINCT
  s.var,
  s.row_id,
  'count' AS channel,
  ch.j AS a,
  -1 AS b,
  -1 AS c
FROM `__sdc_leak_suppressed_p` AS s
JOIN channels AS ch
  ON ch.rel_hh = s.rel_hh
JOIN determined AS d
  ON d.j = ch.j
  AND d.category IS NOT DISTINCT FROM ch.category
  AND d.n = ch.n
  AND d.y = s.target
WHERE
  s.var = 0
