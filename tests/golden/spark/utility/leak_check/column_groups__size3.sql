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
  MIN(r_0) AS y_0,
  MAX(r_0) AS y_max_0,
  COUNT(r_0) AS support_0,
  MIN(r_1) AS y_1,
  MAX(r_1) AS y_max_1,
  COUNT(r_1) AS support_1
FROM `__sdc_leak_pairs_p`
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
HAVING
  (
    COUNT(r_0) >= 2
    AND (
      MIN(r_0) < MAX(r_0)
      OR COUNT(CASE WHEN r_0 IS NULL AND NOT o_0 IS NULL THEN 1 END) > 0
    )
  )
  OR (
    COUNT(r_1) >= 2
    AND (
      MIN(r_1) < MAX(r_1)
      OR COUNT(CASE WHEN r_1 IS NULL AND NOT o_1 IS NULL THEN 1 END) > 0
    )
  )
