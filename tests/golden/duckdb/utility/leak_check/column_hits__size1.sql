WITH sets (sid, a, b, c) AS (
    VALUES
    (0, 1, -1, -1),
    (1, 2, -1, -1)
), groups AS (
    SELECT CASE grouping_id(x_1, x_2) WHEN 1 THEN 0 WHEN 2 THEN 1 END AS sid,
x_1, x_2, 
           min(r_0) AS y, max(r_0) AS y_max, count(*) AS support
    FROM "__sdc_leak_pairs_p"
    WHERE r_0 IS NOT NULL
    GROUP BY GROUPING SETS ((x_1), (x_2))
), dependencies AS (
    SELECT sid
    FROM groups
    GROUP BY sid
    HAVING bool_and(y = y_max) AND min(y) < max(y)
), determined AS (
    SELECT g.sid, g.y, CASE g.sid WHEN 0 THEN g.x_1 WHEN 1 THEN g.x_2 END AS x1, CAST(NULL AS VARCHAR) AS x2,
           CAST(NULL AS VARCHAR) AS x3
    FROM groups AS g
    JOIN dependencies AS d ON d.sid = g.sid
    WHERE g.support >= 2
), wanted AS (
    SELECT s.row_id, s.target, t.sid, t.a, t.b, t.c, CASE t.sid WHEN 0 THEN p.x_1 WHEN 1 THEN p.x_2 END AS x1,
           CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM "__sdc_leak_suppressed_p" AS s
    JOIN "__sdc_leak_pairs_p" AS p ON p.row_id = s.row_id
    JOIN sets AS t ON t.sid IN (SELECT sid FROM dependencies)
    WHERE s.var = 0
)
SELECT DISTINCT 0 AS var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.sid = w.sid
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
