WITH sets (sid, a, b, c) AS (
    VALUES
    (0, 1, -1, -1),
    (1, 2, -1, -1)
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
    SELECT d.var, g.sid, g.y_0 AS y, CASE g.sid WHEN 0 THEN g.x_1 WHEN 1 THEN g.x_2 END AS x1,
           CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM "__sdc_leak_groups_p" AS g
    JOIN dependencies AS d ON d.sid = g.sid AND d.var = 0
    WHERE g.support_0 >= 2
    UNION ALL
    SELECT d.var, g.sid, g.y_1 AS y, CASE g.sid WHEN 0 THEN g.x_1 WHEN 1 THEN g.x_2 END AS x1,
           CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
    FROM "__sdc_leak_groups_p" AS g
    JOIN dependencies AS d ON d.sid = g.sid AND d.var = 1
    WHERE g.support_1 >= 2
), wanted AS (
    SELECT s.var, s.row_id, s.target, t.sid, t.a, t.b, t.c, CASE t.sid WHEN 0 THEN p.x_1 WHEN 1 THEN p.x_2 END AS x1,
           CAST(NULL AS VARCHAR) AS x2, CAST(NULL AS VARCHAR) AS x3
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
