WITH sets(sid, a, b, c) AS (
  SELECT
    *
  FROM VALUES
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
    (13, 4, -1, -1) AS _values
), groups AS (
  SELECT
    CASE GROUPING_ID(x_1, x_2, x_3, x_4)
      WHEN 7
      THEN 0
      WHEN 3
      THEN 1
      WHEN 1
      THEN 2
      WHEN 2
      THEN 3
      WHEN 5
      THEN 4
      WHEN 4
      THEN 5
      WHEN 6
      THEN 6
      WHEN 11
      THEN 7
      WHEN 9
      THEN 8
      WHEN 8
      THEN 9
      WHEN 10
      THEN 10
      WHEN 13
      THEN 11
      WHEN 12
      THEN 12
      WHEN 14
      THEN 13
    END AS sid,
    x_1,
    x_2,
    x_3,
    x_4,
    MIN(r_0) AS y,
    MAX(r_0) AS y_max,
    COUNT(*) AS support
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT r_0 IS NULL
  GROUP BY
    GROUPING SETS (
      (
        x_1
      ),
      (x_1, x_2),
      (x_1, x_2, x_3),
      (x_1, x_2, x_4),
      (x_1, x_3),
      (x_1, x_3, x_4),
      (x_1, x_4),
      (
        x_2
      ),
      (x_2, x_3),
      (x_2, x_3, x_4),
      (x_2, x_4),
      (
        x_3
      ),
      (x_3, x_4),
      (
        x_4
      )
    )
), dependencies AS (
  SELECT
    sid
  FROM groups
  GROUP BY
    sid
  HAVING
    BOOL_AND(y = y_max) AND MIN(y) < MAX(y)
), determined AS (
  SELECT
    g.sid,
    g.y,
    CASE g.sid
      WHEN 0
      THEN g.x_1
      WHEN 1
      THEN g.x_1
      WHEN 2
      THEN g.x_1
      WHEN 3
      THEN g.x_1
      WHEN 4
      THEN g.x_1
      WHEN 5
      THEN g.x_1
      WHEN 6
      THEN g.x_1
      WHEN 7
      THEN g.x_2
      WHEN 8
      THEN g.x_2
      WHEN 9
      THEN g.x_2
      WHEN 10
      THEN g.x_2
      WHEN 11
      THEN g.x_3
      WHEN 12
      THEN g.x_3
      WHEN 13
      THEN g.x_4
    END AS x1,
    CASE g.sid
      WHEN 1
      THEN g.x_2
      WHEN 2
      THEN g.x_2
      WHEN 3
      THEN g.x_2
      WHEN 4
      THEN g.x_3
      WHEN 5
      THEN g.x_3
      WHEN 6
      THEN g.x_4
      WHEN 8
      THEN g.x_3
      WHEN 9
      THEN g.x_3
      WHEN 10
      THEN g.x_4
      WHEN 12
      THEN g.x_4
    END AS x2,
    CASE g.sid WHEN 2 THEN g.x_3 WHEN 3 THEN g.x_4 WHEN 5 THEN g.x_4 WHEN 9 THEN g.x_4 END AS x3
  FROM groups AS g
  JOIN dependencies AS d
    ON d.sid = g.sid
  WHERE
    g.support >= 2
), wanted AS (
  SELECT
    s.row_id,
    s.target,
    t.sid,
    t.a,
    t.b,
    t.c,
    CASE t.sid
      WHEN 0
      THEN p.x_1
      WHEN 1
      THEN p.x_1
      WHEN 2
      THEN p.x_1
      WHEN 3
      THEN p.x_1
      WHEN 4
      THEN p.x_1
      WHEN 5
      THEN p.x_1
      WHEN 6
      THEN p.x_1
      WHEN 7
      THEN p.x_2
      WHEN 8
      THEN p.x_2
      WHEN 9
      THEN p.x_2
      WHEN 10
      THEN p.x_2
      WHEN 11
      THEN p.x_3
      WHEN 12
      THEN p.x_3
      WHEN 13
      THEN p.x_4
    END AS x1,
    CASE t.sid
      WHEN 1
      THEN p.x_2
      WHEN 2
      THEN p.x_2
      WHEN 3
      THEN p.x_2
      WHEN 4
      THEN p.x_3
      WHEN 5
      THEN p.x_3
      WHEN 6
      THEN p.x_4
      WHEN 8
      THEN p.x_3
      WHEN 9
      THEN p.x_3
      WHEN 10
      THEN p.x_4
      WHEN 12
      THEN p.x_4
    END AS x2,
    CASE t.sid WHEN 2 THEN p.x_3 WHEN 3 THEN p.x_4 WHEN 5 THEN p.x_4 WHEN 9 THEN p.x_4 END AS x3
  FROM `__sdc_leak_suppressed_p` AS s
  JOIN `__sdc_leak_pairs_p` AS p
    ON p.row_id = s.row_id
  JOIN sets AS t
    ON t.sid IN (
      SELECT
        sid
      FROM dependencies
    )
  WHERE
    s.var = 0
)
SELECT DISTINCT
  0 AS var,
  w.row_id,
  'columns' AS channel,
  w.a,
  w.b,
  w.c
FROM wanted AS w
JOIN determined AS d
  ON d.sid = w.sid
  AND d.x1 IS NOT DISTINCT FROM w.x1
  AND d.x2 IS NOT DISTINCT FROM w.x2
  AND d.x3 IS NOT DISTINCT FROM w.x3
  AND d.y = w.target
