WITH counts AS (
  SELECT
    `income` AS v,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN `weight` * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(`weight` * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(`weight` * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
          CASE
            WHEN `weight` * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(`weight` * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(`weight` * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) - CAST(FLOOR(
          (
            CASE
              WHEN `weight` * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(`weight` * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(`weight` * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(`weight` * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(`weight` * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(`weight` * POWER(2.0, 52)) - FLOOR(ABS(`weight` * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS c
  FROM `__sdc_recoded_p_1`
  WHERE
    NOT `income` IS NULL
    AND NOT ARRAY_CONTAINS(:sdc_rc_p_0, CAST(`income` AS DOUBLE))
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
    CAST(cum - c AS DOUBLE) / CAST(n AS DOUBLE) AS share
  FROM cumulative
)
SELECT
  MIN(v) FILTER(WHERE
    share >= :q_1) AS v1,
  MIN(v) FILTER(WHERE
    share >= :q_2) AS v2,
  MIN(v) FILTER(WHERE
    share >= :q_3) AS v3
FROM shares
