WITH v AS (
    SELECT row_id, j, x
    FROM "__sdc_leak_values_p"
    WHERE j IN (1, 2)
), sets AS (
    SELECT v1.row_id, v1.j AS a, -1 AS b, -1 AS c,
           v1.x AS x1, CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM v AS v1
), shown AS (
    SELECT row_id, r_0 AS y
    FROM "__sdc_leak_pairs_p"
    WHERE r_0 IS NOT NULL
), wanted AS (
    SELECT s.row_id, s.target, t.a, t.b, t.c, t.x1, t.x2, t.x3
    FROM "__sdc_leak_suppressed_p" AS s
    JOIN sets AS t ON t.row_id = s.row_id
    WHERE s.var = 0
), groups AS (
    SELECT t.a, t.b, t.c, t.x1, t.x2, t.x3, min(sh.y) AS y,
           count(DISTINCT sh.y) AS n_values, count(*) AS support
    FROM sets AS t
    JOIN shown AS sh ON sh.row_id = t.row_id
    JOIN (SELECT DISTINCT a, b, c FROM wanted) AS k ON k.a = t.a AND k.b = t.b AND k.c = t.c
    GROUP BY t.a, t.b, t.c, t.x1, t.x2, t.x3
), determined AS (
    SELECT g.a, g.b, g.c, g.x1, g.x2, g.x3, g.y
    FROM groups AS g
    JOIN (SELECT a, b, c FROM groups GROUP BY a, b, c
          HAVING max(n_values) = 1 AND count(DISTINCT y) >= 2) AS fd
      ON fd.a = g.a AND fd.b = g.b AND fd.c = g.c
    WHERE g.support >= 2
)
SELECT DISTINCT 0 AS var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.a = w.a AND d.b = w.b AND d.c = w.c
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
