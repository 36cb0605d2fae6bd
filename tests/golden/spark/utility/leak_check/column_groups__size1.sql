SELECT
  CASE GROUPING_ID(x_1, x_2) WHEN 1 THEN 0 WHEN 2 THEN 1 END AS sid,
  x_1,
  x_2,
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
    (
      x_2
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
