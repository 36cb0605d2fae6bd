SELECT
  var,
  channel,
  a,
  b,
  c,
  CAST(COUNT(DISTINCT row_id) AS BIGINT) AS recovered
FROM `__sdc_leak_hits_p`
GROUP BY
  var,
  channel,
  a,
  b,
  c
ORDER BY
  var NULLS LAST,
  channel NULLS LAST,
  recovered DESC,
  CAST(b >= 0 AS INT) + CAST(c >= 0 AS INT) NULLS LAST,
  a NULLS LAST,
  b NULLS LAST,
  c NULLS LAST
