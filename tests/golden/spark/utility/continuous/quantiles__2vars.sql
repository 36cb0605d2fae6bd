WITH long AS (
  SELECT
    'o_0' AS k,
    CAST(__sdc_o0 AS DOUBLE) AS x
  FROM `__sdc_paired_p`
  WHERE
    NOT __sdc_o0 IS NULL
  UNION ALL
  SELECT
    'm_0' AS k,
    CAST(__sdc_m0 AS DOUBLE) AS x
  FROM `__sdc_paired_p`
  WHERE
    NOT __sdc_m0 IS NULL
  UNION ALL
  SELECT
    'o_1' AS k,
    CAST(__sdc_o1 AS DOUBLE) AS x
  FROM `__sdc_paired_p`
  WHERE
    NOT __sdc_o1 IS NULL
  UNION ALL
  SELECT
    'm_1' AS k,
    CAST(__sdc_m1 AS DOUBLE) AS x
  FROM `__sdc_paired_p`
  WHERE
    NOT __sdc_m1 IS NULL
), counts AS (
  SELECT
    k,
    COUNT(*) AS n
  FROM long
  GROUP BY
    k
), levels AS (
  SELECT
    *
  FROM VALUES
    (1),
    (2),
    (3),
    (4),
    (5),
    (6),
    (7),
    (8),
    (9),
    (10),
    (11),
    (12),
    (13),
    (14),
    (15),
    (16),
    (17),
    (18),
    (19) AS t(l)
), positions AS (
  SELECT
    c.k,
    v.l,
    CAST(CEIL(v.l * c.n / 20.0) AS BIGINT) AS r
  FROM counts AS c
  CROSS JOIN levels AS v
), ranked AS (
  SELECT
    k,
    x,
    ROW_NUMBER() OVER (PARTITION BY k ORDER BY x NULLS LAST) AS r
  FROM long
), picked AS (
  SELECT
    p.k,
    p.l,
    q.x
  FROM ranked AS q
  JOIN positions AS p
    ON q.k = p.k AND q.r = p.r
)
SELECT
  ARRAY(
    MAX(CASE WHEN k = 'o_0' AND l = 1 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 2 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 3 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 4 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 5 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 6 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 7 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 8 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 9 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 10 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 11 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 12 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 13 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 14 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 15 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 16 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 17 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 18 THEN x END),
    MAX(CASE WHEN k = 'o_0' AND l = 19 THEN x END)
  ) AS o_0,
  ARRAY(
    MAX(CASE WHEN k = 'm_0' AND l = 1 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 2 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 3 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 4 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 5 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 6 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 7 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 8 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 9 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 10 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 11 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 12 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 13 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 14 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 15 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 16 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 17 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 18 THEN x END),
    MAX(CASE WHEN k = 'm_0' AND l = 19 THEN x END)
  ) AS m_0,
  ARRAY(
    MAX(CASE WHEN k = 'o_1' AND l = 1 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 2 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 3 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 4 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 5 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 6 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 7 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 8 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 9 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 10 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 11 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 12 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 13 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 14 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 15 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 16 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 17 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 18 THEN x END),
    MAX(CASE WHEN k = 'o_1' AND l = 19 THEN x END)
  ) AS o_1,
  ARRAY(
    MAX(CASE WHEN k = 'm_1' AND l = 1 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 2 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 3 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 4 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 5 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 6 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 7 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 8 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 9 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 10 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 11 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 12 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 13 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 14 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 15 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 16 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 17 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 18 THEN x END),
    MAX(CASE WHEN k = 'm_1' AND l = 19 THEN x END)
  ) AS m_1
FROM picked
