WITH counts AS (
  SELECT
    `income` AS v,
    COUNT(*) AS c
  FROM `__sdc_recoded_p_1`
  WHERE
    NOT `income` IS NULL
  GROUP BY
    1
), cumulative AS (
  SELECT
    v,
    c,
    SUM(c) OVER (ORDER BY v NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
    SUM(c) OVER () AS n
  FROM counts
), shares AS (
  SELECT
    v,
    CAST(cum AS DOUBLE) / CAST(n AS DOUBLE) AS share
  FROM cumulative
)
SELECT
  MIN(v) FILTER(WHERE
    share >= :q_1) AS v1
FROM shares
