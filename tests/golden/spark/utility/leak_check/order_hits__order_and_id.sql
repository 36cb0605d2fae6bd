SELECT
  var,
  row_id,
  'order' AS channel,
  -1 AS a,
  -1 AS b,
  -1 AS c
FROM `__sdc_leak_suppressed_p`
WHERE
  var = 0
UNION ALL
SELECT
  var,
  row_id,
  'order' AS channel,
  4 AS a,
  -1 AS b,
  -1 AS c
FROM `__sdc_leak_suppressed_p`
WHERE
  var = 0
