WITH j AS (
  SELECT
    __sdc_o1,
    __sdc_m1,
    COUNT(*) AS nij
  FROM `__sdc_paired_keys_p`
  GROUP BY
    __sdc_o1,
    __sdc_m1
), t AS (
  SELECT
    nij,
    SUM(nij) OVER (PARTITION BY __sdc_m1) AS nj
  FROM j
)
SELECT
  COALESCE(
    CAST(SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60) < 0
              THEN -(
                CASE
                  WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
                  THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                  ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                    WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
                THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                  WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
          CASE
            WHEN nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60) < 0
            THEN -(
              CASE
                WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
                THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                  WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
              THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
              ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) - CAST(FLOOR(
          (
            CASE
              WHEN nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60) < 0
              THEN -(
                CASE
                  WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
                  THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                  ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                    WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) >= POWER(2.0, 52)
                THEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ELSE CAST(FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) AS DOUBLE) + CASE
                  WHEN ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)) - FLOOR(ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS DOUBLE) / POWER(2.0, 60),
    0.0
  ) AS ebil
FROM t
