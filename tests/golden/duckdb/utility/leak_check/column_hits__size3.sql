WITH sets (sid, a, b, c) AS (
    VALUES
    (0, 1, -1, -1),
    (1, 1, 2, -1),
    (2, 1, 2, 3),
    (3, 1, 2, 4),
    (4, 1, 3, -1),
    (5, 1, 3, 4),
    (6, 1, 4, -1),
    (7, 2, -1, -1),
    (8, 2, 3, -1),
    (9, 2, 3, 4),
    (10, 2, 4, -1),
    (11, 3, -1, -1),
    (12, 3, 4, -1),
    (13, 4, -1, -1)
), spread AS (
    -- whether the records showing each variable show two values or more (the least and
    -- greatest over any set's combinations are these, so it is the same for every set)
    SELECT min(r_0) < max(r_0) AS varies_0, min(r_1) < max(r_1) AS varies_1
    FROM "__sdc_leak_pairs_p"
), by_set AS (
    SELECT g.sid,
           bool_and(g.support_0 = 0 OR g.y_0 = g.y_max_0)
               AND bool_and(v.varies_0) AS fd_0, bool_and(g.support_1 = 0 OR g.y_1 = g.y_max_1)
               AND bool_and(v.varies_1) AS fd_1
    FROM "__sdc_leak_groups_p" AS g
    CROSS JOIN spread AS v
    GROUP BY g.sid
), dependencies AS (
    SELECT 0 AS var, f.sid
    FROM by_set AS f
    JOIN sets AS t ON t.sid = f.sid AND 1 NOT IN (t.a, t.b, t.c)
    WHERE f.fd_0
    UNION ALL
    SELECT 1 AS var, f.sid
    FROM by_set AS f
    WHERE f.fd_1
), determined AS (
    SELECT d.var, g.sid, g.y_0 AS y, CASE g.sid WHEN 0 THEN g.x_1 WHEN 1 THEN g.x_1 WHEN 2 THEN g.x_1 WHEN 3 THEN g.x_1 WHEN 4 THEN g.x_1 WHEN 5 THEN g.x_1 WHEN 6 THEN g.x_1 WHEN 7 THEN g.x_2 WHEN 8 THEN g.x_2 WHEN 9 THEN g.x_2 WHEN 10 THEN g.x_2 WHEN 11 THEN g.x_3 WHEN 12 THEN g.x_3 WHEN 13 THEN g.x_4 END AS x1,
           CASE g.sid WHEN 1 THEN g.x_2 WHEN 2 THEN g.x_2 WHEN 3 THEN g.x_2 WHEN 4 THEN g.x_3 WHEN 5 THEN g.x_3 WHEN 6 THEN g.x_4 WHEN 8 THEN g.x_3 WHEN 9 THEN g.x_3 WHEN 10 THEN g.x_4 WHEN 12 THEN g.x_4 END AS x2, CASE g.sid WHEN 2 THEN g.x_3 WHEN 3 THEN g.x_4 WHEN 5 THEN g.x_4 WHEN 9 THEN g.x_4 END AS x3
    FROM "__sdc_leak_groups_p" AS g
    JOIN dependencies AS d ON d.sid = g.sid AND d.var = 0
    WHERE g.support_0 >= 2
    UNION ALL
    SELECT d.var, g.sid, g.y_1 AS y, CASE g.sid WHEN 0 THEN g.x_1 WHEN 1 THEN g.x_1 WHEN 2 THEN g.x_1 WHEN 3 THEN g.x_1 WHEN 4 THEN g.x_1 WHEN 5 THEN g.x_1 WHEN 6 THEN g.x_1 WHEN 7 THEN g.x_2 WHEN 8 THEN g.x_2 WHEN 9 THEN g.x_2 WHEN 10 THEN g.x_2 WHEN 11 THEN g.x_3 WHEN 12 THEN g.x_3 WHEN 13 THEN g.x_4 END AS x1,
           CASE g.sid WHEN 1 THEN g.x_2 WHEN 2 THEN g.x_2 WHEN 3 THEN g.x_2 WHEN 4 THEN g.x_3 WHEN 5 THEN g.x_3 WHEN 6 THEN g.x_4 WHEN 8 THEN g.x_3 WHEN 9 THEN g.x_3 WHEN 10 THEN g.x_4 WHEN 12 THEN g.x_4 END AS x2, CASE g.sid WHEN 2 THEN g.x_3 WHEN 3 THEN g.x_4 WHEN 5 THEN g.x_4 WHEN 9 THEN g.x_4 END AS x3
    FROM "__sdc_leak_groups_p" AS g
    JOIN dependencies AS d ON d.sid = g.sid AND d.var = 1
    WHERE g.support_1 >= 2
), wanted AS (
    SELECT s.var, s.row_id, s.target, t.sid, t.a, t.b, t.c, CASE t.sid WHEN 0 THEN p.x_1 WHEN 1 THEN p.x_1 WHEN 2 THEN p.x_1 WHEN 3 THEN p.x_1 WHEN 4 THEN p.x_1 WHEN 5 THEN p.x_1 WHEN 6 THEN p.x_1 WHEN 7 THEN p.x_2 WHEN 8 THEN p.x_2 WHEN 9 THEN p.x_2 WHEN 10 THEN p.x_2 WHEN 11 THEN p.x_3 WHEN 12 THEN p.x_3 WHEN 13 THEN p.x_4 END AS x1,
           CASE t.sid WHEN 1 THEN p.x_2 WHEN 2 THEN p.x_2 WHEN 3 THEN p.x_2 WHEN 4 THEN p.x_3 WHEN 5 THEN p.x_3 WHEN 6 THEN p.x_4 WHEN 8 THEN p.x_3 WHEN 9 THEN p.x_3 WHEN 10 THEN p.x_4 WHEN 12 THEN p.x_4 END AS x2, CASE t.sid WHEN 2 THEN p.x_3 WHEN 3 THEN p.x_4 WHEN 5 THEN p.x_4 WHEN 9 THEN p.x_4 END AS x3
    FROM "__sdc_leak_suppressed_p" AS s
    JOIN "__sdc_leak_pairs_p" AS p ON p.row_id = s.row_id
    JOIN dependencies AS d ON d.var = s.var
    JOIN sets AS t ON t.sid = d.sid
)
SELECT DISTINCT w.var, w.row_id, 'columns' AS channel, w.a, w.b, w.c
FROM wanted AS w
JOIN determined AS d
  ON d.var = w.var AND d.sid = w.sid
 AND d.x1 IS NOT DISTINCT FROM w.x1 AND d.x2 IS NOT DISTINCT FROM w.x2
 AND d.x3 IS NOT DISTINCT FROM w.x3 AND d.y = w.target
