SELECT
  __sdc_unit,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) AS size_fixed,
  MIN(__sdc_w) AS w_min,
  MAX(__sdc_w) AS w_max,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) FILTER(WHERE
    __sdc_c0 = 0) AS a0_0,
  CASE
    WHEN MIN(__sdc_w) = MAX(__sdc_w)
    THEN CAST(COUNT(*) FILTER(WHERE
      __sdc_c0 = 0) AS DOUBLE) / COUNT(*)
    ELSE COALESCE(
      (
        CAST(CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c0 = 0)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c0 = 0)
        ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
      ),
      0.0
    ) / (
      CAST(CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p0_0,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) FILTER(WHERE
    __sdc_c0 = 1) AS a0_1,
  CASE
    WHEN MIN(__sdc_w) = MAX(__sdc_w)
    THEN CAST(COUNT(*) FILTER(WHERE
      __sdc_c0 = 1) AS DOUBLE) / COUNT(*)
    ELSE COALESCE(
      (
        CAST(CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c0 = 1)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c0 = 1)
        ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
      ),
      0.0
    ) / (
      CAST(CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p0_1,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) FILTER(WHERE
    __sdc_c1 = 0) AS a1_0,
  CASE
    WHEN MIN(__sdc_w) = MAX(__sdc_w)
    THEN CAST(COUNT(*) FILTER(WHERE
      __sdc_c1 = 0) AS DOUBLE) / COUNT(*)
    ELSE COALESCE(
      (
        CAST(CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 0)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 0)
        ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
      ),
      0.0
    ) / (
      CAST(CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_0,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) FILTER(WHERE
    __sdc_c1 = 1) AS a1_1,
  CASE
    WHEN MIN(__sdc_w) = MAX(__sdc_w)
    THEN CAST(COUNT(*) FILTER(WHERE
      __sdc_c1 = 1) AS DOUBLE) / COUNT(*)
    ELSE COALESCE(
      (
        CAST(CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 1)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 1)
        ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
      ),
      0.0
    ) / (
      CAST(CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_1,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN __sdc_w * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(__sdc_w * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN __sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) FILTER(WHERE
    __sdc_c1 = 2) AS a1_2,
  CASE
    WHEN MIN(__sdc_w) = MAX(__sdc_w)
    THEN CAST(COUNT(*) FILTER(WHERE
      __sdc_c1 = 2) AS DOUBLE) / COUNT(*)
    ELSE COALESCE(
      (
        CAST(CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 2)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CAST(CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) - CAST(FLOOR(
                (
                  CASE
                    WHEN __sdc_w * POWER(2.0, 52) < 0
                    THEN -(
                      CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                        THEN ABS(__sdc_w * POWER(2.0, 52))
                        ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                          WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                          THEN 1.0
                          ELSE 0.0
                        END
                      END
                    )
                    ELSE CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  END
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
            )
          ) FILTER(WHERE
            __sdc_c1 = 2)
        ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
      ),
      0.0
    ) / (
      CAST(CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CAST(CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) - CAST(FLOOR(
              (
                CASE
                  WHEN __sdc_w * POWER(2.0, 52) < 0
                  THEN -(
                    CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                      THEN ABS(__sdc_w * POWER(2.0, 52))
                      ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                        WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                        THEN 1.0
                        ELSE 0.0
                      END
                    END
                  )
                  ELSE CASE
                    WHEN ABS(__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(__sdc_w * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(__sdc_w * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                END
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_2
FROM `__sdc_sampling_coded_p`
GROUP BY
  __sdc_unit
