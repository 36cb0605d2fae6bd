SELECT
  __sdc_unit,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
    )
  ) AS size_fixed,
  MIN(__sdc_w) AS w_min,
  MAX(__sdc_w) AS w_max,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
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
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
            )
          ) FILTER(WHERE
            __sdc_c0 = 0)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
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
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p0_0,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
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
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
            )
          ) FILTER(WHERE
            __sdc_c0 = 1)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
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
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p0_1,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
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
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
            )
          ) FILTER(WHERE
            __sdc_c1 = 0)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
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
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_0,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
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
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
            )
          ) FILTER(WHERE
            __sdc_c1 = 1)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
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
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_1,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
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
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
            )
          ) FILTER(WHERE
            __sdc_c1 = 2)
        ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
          SUM(
            (
              CASE
                WHEN __sdc_w * POWER(2.0, 52) < 0
                THEN CAST(0 AS DECIMAL(38, 0)) - (
                  CAST(CAST(FLOOR((
                    ABS(__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) - CAST(FLOOR((
                          ABS(__sdc_w * POWER(2.0, 52))
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
                ELSE (
                  CAST(CAST(FLOOR((
                    __sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) AS BIGINT) + CASE
                    WHEN (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    ) - FLOOR(
                      (
                        (
                          __sdc_w * POWER(2.0, 52)
                        ) - CAST(FLOOR((
                          __sdc_w * POWER(2.0, 52)
                        ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                      )
                    ) >= 0.5
                    THEN 1
                    ELSE 0
                  END AS DECIMAL(38, 0))
                )
              END
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
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        SUM(
          (
            CASE
              WHEN __sdc_w * POWER(2.0, 52) < 0
              THEN CAST(0 AS DECIMAL(38, 0)) - (
                CAST(CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) - CAST(FLOOR((
                      ABS(__sdc_w * POWER(2.0, 52))
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) - CAST(FLOOR((
                        ABS(__sdc_w * POWER(2.0, 52))
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
              ELSE (
                CAST(CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
                  (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  )
                ) AS BIGINT) + CASE
                  WHEN (
                    (
                      __sdc_w * POWER(2.0, 52)
                    ) - CAST(FLOOR((
                      __sdc_w * POWER(2.0, 52)
                    ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                  ) - FLOOR(
                    (
                      (
                        __sdc_w * POWER(2.0, 52)
                      ) - CAST(FLOOR((
                        __sdc_w * POWER(2.0, 52)
                      ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                    )
                  ) >= 0.5
                  THEN 1
                  ELSE 0
                END AS DECIMAL(38, 0))
              )
            END
          )
        )
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    )
  END AS p1_2
FROM `__sdc_sampling_coded_p`
GROUP BY
  __sdc_unit
