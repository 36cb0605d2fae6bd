WITH vars AS (
  SELECT
    0 AS var
  UNION ALL
  SELECT
    1 AS var
), supp AS (
  SELECT
    var,
    COUNT(*) AS n
  FROM `__sdc_leak_suppressed_p`
  GROUP BY
    var
), rec AS (
  SELECT
    var,
    COUNT(DISTINCT row_id) AS n,
    COUNT(DISTINCT row_id) FILTER(WHERE
      channel = 'member') AS by_member,
    COUNT(DISTINCT row_id) FILTER(WHERE
      channel = 'count') AS by_count,
    COUNT(DISTINCT row_id) FILTER(WHERE
      channel = 'columns') AS by_columns,
    COUNT(DISTINCT row_id) FILTER(WHERE
      channel = 'order') AS by_order
  FROM `__sdc_leak_hits_p`
  GROUP BY
    var
)
SELECT
  v.var,
  CAST(COALESCE(s.n, 0) AS BIGINT) AS suppressed,
  CAST(COALESCE(r.n, 0) AS BIGINT) AS recoverable,
  CAST(COALESCE(r.by_member, 0) AS BIGINT) AS by_member,
  CAST(COALESCE(r.by_count, 0) AS BIGINT) AS by_count,
  CAST(COALESCE(r.by_columns, 0) AS BIGINT) AS by_columns,
  CAST(COALESCE(r.by_order, 0) AS BIGINT) AS by_order
FROM vars AS v
LEFT JOIN supp AS s
  ON s.var = v.var
LEFT JOIN rec AS r
  ON r.var = v.var
ORDER BY
  v.var NULLS LAST
