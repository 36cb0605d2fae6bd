WITH households AS (
    SELECT rel_hh, count(*) AS n
    FROM "__sdc_leak_pairs_p"
    WHERE rel_hh IS NOT NULL
    GROUP BY rel_hh
), channels AS (
    SELECT rel_hh, -1 AS j, CAST(NULL AS VARCHAR) AS category, n
    FROM households
    UNION ALL
    SELECT h.rel_hh, k.j, k.category, coalesce(cnt.n, 0) AS n
    FROM households AS h
    CROSS JOIN (
        SELECT DISTINCT j, x AS category
        FROM "__sdc_leak_values_p"
        WHERE j IN (2, 3)
          AND x IS NOT NULL
    ) AS k
    LEFT JOIN (
        SELECT rel_hh, j, x AS category, count(*) AS n
        FROM "__sdc_leak_values_p"
        WHERE j IN (2, 3)
          AND x IS NOT NULL AND rel_hh IS NOT NULL
        GROUP BY rel_hh, j, x
    ) AS cnt ON cnt.rel_hh = h.rel_hh AND cnt.j = k.j AND cnt.category = k.category
), groups AS (
    SELECT ch.j, ch.category, ch.n, min(p.r_0) AS y,
           count(DISTINCT p.r_0) AS n_values, count(*) AS support
    FROM "__sdc_leak_pairs_p" AS p
    JOIN channels AS ch ON ch.rel_hh = p.rel_hh
    WHERE p.r_0 IS NOT NULL
    GROUP BY ch.j, ch.category, ch.n
), determined AS (
    SELECT g.j, g.category, g.n, g.y
    FROM groups AS g
    JOIN (SELECT j, category FROM groups GROUP BY j, category
          HAVING max(n_values) = 1 AND count(DISTINCT y) >= 2) AS fd
      ON fd.j = g.j AND fd.category IS NOT DISTINCT FROM g.category
    WHERE g.support >= 2
)
SELECT DISTINCT s.var, s.row_id, 'count' AS channel, ch.j AS a, -1 AS b, -1 AS c
FROM "__sdc_leak_suppressed_p" AS s
JOIN channels AS ch ON ch.rel_hh = s.rel_hh
JOIN determined AS d
  ON d.j = ch.j AND d.category IS NOT DISTINCT FROM ch.category AND d.n = ch.n
 AND d.y = s.target
WHERE s.var = 0
