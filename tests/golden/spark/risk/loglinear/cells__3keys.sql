SELECT
  *,
  ROW_NUMBER() OVER (ORDER BY __sdc_g0, __sdc_g1, __sdc_g2) AS __sdc_lcell
FROM (
  SELECT
    `__sdc_k0` AS __sdc_g0,
    `__sdc_k1` AS __sdc_g1,
    `__sdc_k2` AS __sdc_g2,
    CAST(COUNT(*) AS DOUBLE) AS fk,
    CAST(SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
          CASE
            WHEN CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) - CAST(FLOOR(
          (
            CASE
              WHEN CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS DOUBLE) /* exact fixed-point sums (docs/decisions/0002-exact-sums.md): the same for any */ /* order of addition; weights in units of 2^-52, their inverses in units of 2^-60 */ * POWER(2.0, -52) AS wsum,
    CAST(SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE) < 0
              THEN -(
                CASE
                  WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
                  THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
                  ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                    WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
                THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
                ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                  WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
          CASE
            WHEN POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE) < 0
            THEN -(
              CASE
                WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
                THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
                ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                  WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
              THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
              ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) - CAST(FLOOR(
          (
            CASE
              WHEN POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE) < 0
              THEN -(
                CASE
                  WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
                  THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
                  ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                    WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) >= POWER(2.0, 52)
                THEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))
                ELSE CAST(FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) AS DOUBLE) + CASE
                  WHEN ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE)) - FLOOR(ABS(POWER(2.0, 60) / CAST(__sdc_w AS DOUBLE))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS DOUBLE) * POWER(2.0, -60) AS incl
  FROM `__sdc_keyed_p`
  GROUP BY ALL
) AS g
