WITH v AS (
    SELECT row_id, j, x
    FROM "__sdc_leak_values_p"
    WHERE j IN (1, 2, 3, 4)
), sets AS (
    SELECT v1.row_id, v1.j AS a, -1 AS b, -1 AS c,
           v1.x AS x1, CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM v AS v1
    UNION ALL
    SELECT v1.row_id, v1.j, v2.j, -1, v1.x, v2.x, CAST(NULL AS VARCHAR)
    FROM v AS v1
    JOIN v AS v2 ON v2.row_id = v1.row_id AND v2.j > v1.j
    UNION ALL
    SELECT v1.row_id, v1.j, v2.j, v3.j, v1.x, v2.x, v3.x
    FROM v AS v1
    JOIN v AS v2 ON v2.row_id = v1.row_id AND v2.j > v1.j
    JOIN v AS v3 ON v3.row_id = v1.row_id AND v3.j > v2.j
), spread AS (
    -- whether the records showing each variable show two values or more: with every
    -- record in one combination of each set, a set of single-valued combinations has
    -- two values among them exactly then
    SELECT min(r_0) < max(r_0) AS varies_0, min(r_1) < max(r_1) AS varies_1
    FROM "__sdc_leak_pairs_p"
), groups AS (
    -- each combination's least and greatest value of each variable among the records
    -- showing it, and how many show it
    SELECT t.a, t.b, t.c, t.x1, t.x2, t.x3,
min(p.r_0) AS y_0, max(p.r_0) AS y_max_0, count(p.r_0) AS support_0, min(p.r_1) AS y_1, max(p.r_1) AS y_max_1, count(p.r_1) AS support_1
    FROM sets AS t
    JOIN "__sdc_leak_pairs_p" AS p ON p.row_id = t.row_id
    GROUP BY t.a, t.b, t.c, t.x1, t.x2, t.x3
), by_set AS (
    SELECT g.a, g.b, g.c,
           bool_and(g.support_0 = 0 OR g.y_0 = g.y_max_0)
               AND bool_and(v.varies_0) AS fd_0, bool_and(g.support_1 = 0 OR g.y_1 = g.y_max_1)
               AND bool_and(v.varies_1) AS fd_1
    FROM groups AS g
    CROSS JOIN spread AS v
    GROUP BY g.a, g.b, g.c
), determined AS (
    SELECT 0 AS var, g.a, g.b, g.c, g.x1, g.x2, g.x3, g.y_0 AS y
    FROM groups AS g
    JOIN by_set AS f ON f.a = g.a AND f.b = g.b AND f.c = g.c
    WHERE f.fd_0 AND g.support_0 >= 2 AND 1 NOT IN (g.a, g.b, g.c)
    UNION ALL
    SELECT 1 AS var, g.a, g.b, g.c, g.x1, g.x2, g.x3, g.y_1 AS y
    FROM groups AS g
    JOIN by_set AS f ON f.a = g.a AND f.b = g.b AND f.c = g.c
    WHERE f.fd_1 AND g.support_1 >= 2
), wanted AS (
    SELECT s.var, s.row_id, s.target, t.a, t.b, t.c, t.x1, t.x2, t.x3
    FROM "__sdc_leak_suppressed_p" AS s
    JOIN sets AS t ON t.row_id = s.row_id
    WHERE s.var IN (0, 1)
)
SELECT DISTINCT w.var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.var = w.var AND d.a = w.a AND d.b = w.b AND d.c = w.c
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
