WITH vars AS (
    SELECT 0 AS var UNION ALL
    SELECT 1 AS var
), supp AS (
    SELECT var, count(*) AS n FROM "__sdc_leak_suppressed_p" GROUP BY var
), rec AS (
    SELECT var,
           count(DISTINCT row_id) AS n,
           count(DISTINCT row_id) FILTER (WHERE channel = 'member') AS by_member,
           count(DISTINCT row_id) FILTER (WHERE channel = 'count') AS by_count,
           count(DISTINCT row_id) FILTER (WHERE channel = 'columns') AS by_columns,
           count(DISTINCT row_id) FILTER (WHERE channel = 'order') AS by_order
    FROM "__sdc_leak_hits_p"
    GROUP BY var
)
SELECT v.var,
       CAST(coalesce(s.n, 0) AS BIGINT) AS suppressed,
       CAST(coalesce(r.n, 0) AS BIGINT) AS recoverable,
       CAST(coalesce(r.by_member, 0) AS BIGINT) AS by_member,
       CAST(coalesce(r.by_count, 0) AS BIGINT) AS by_count,
       CAST(coalesce(r.by_columns, 0) AS BIGINT) AS by_columns,
       CAST(coalesce(r.by_order, 0) AS BIGINT) AS by_order
FROM vars AS v
LEFT JOIN supp AS s ON s.var = v.var
LEFT JOIN rec AS r ON r.var = v.var
ORDER BY v.var
