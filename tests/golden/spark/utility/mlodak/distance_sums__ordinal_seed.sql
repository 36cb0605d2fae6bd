WITH cats AS (
  SELECT DISTINCT
    p.__sdc_o1 AS v
  FROM `__sdc_paired_all_p` AS p
  WHERE
    NOT p.__sdc_o1 IS NULL
), ro AS (
  SELECT
    CAST(v AS STRING) AS v,
    ROW_NUMBER() OVER (ORDER BY v NULLS LAST) AS rk
  FROM cats
), rr AS (
  SELECT
    CAST(COUNT(*) AS DOUBLE) AS r
  FROM ro
), released AS (
  SELECT
    CAST(p.__sdc_m1 AS STRING) AS v,
    MIN(ro.rk) AS rk
  FROM `__sdc_paired_all_p` AS p
  JOIN ro
    ON ro.v = CAST(p.__sdc_o1 AS STRING)
  WHERE
    NOT p.__sdc_m1 IS NULL
  GROUP BY
    CAST(p.__sdc_m1 AS STRING)
), rm AS (
  SELECT
    released.v,
    COALESCE(own.rk, released.rk) AS rk
  FROM released
  LEFT JOIN ro AS own
    ON own.v = released.v
)
SELECT
  SUM(
    CASE
      WHEN p.__sdc_o1 IS NULL AND p.__sdc_m1 IS NULL
      THEN 0.0
      WHEN p.__sdc_o1 IS NULL
      THEN 1.0
      WHEN rr.r <= 1
      THEN CASE WHEN p.__sdc_m1 IS NULL THEN 1.0 ELSE 0.0 END
      WHEN p.__sdc_m1 IS NULL
      THEN GREATEST(a.rk - 1, rr.r - a.rk) / (
        rr.r - 1
      )
      ELSE ABS(b.rk - a.rk) / (
        rr.r - 1
      )
    END
  ) AS s,
  CAST(COUNT(*) AS BIGINT) AS n
FROM `__sdc_paired_all_p` AS p
CROSS JOIN rr
LEFT JOIN ro AS a
  ON a.v = CAST(p.__sdc_o1 AS STRING)
LEFT JOIN rm AS b
  ON b.v = CAST(p.__sdc_m1 AS STRING)
