SELECT
  *,
  (
    CASE
      WHEN (
        CASE
          WHEN risk < 1.0
          THEN (
            CASE
              WHEN 1.0 + (
                -risk
              ) = 1.0
              THEN (
                -risk
              )
              ELSE LN(1.0 + (
                -risk
              )) * (
                -risk
              ) / (
                (
                  1.0 + (
                    -risk
                  )
                ) - 1.0
              )
            END
          )
          ELSE -1000.0
        END
      ) * POWER(2.0, 100) < 0
      THEN CAST(0 AS DECIMAL(38, 0)) - (
        CAST(CAST(FLOOR(
          (
            ABS(
              (
                CASE
                  WHEN risk < 1.0
                  THEN (
                    CASE
                      WHEN 1.0 + (
                        -risk
                      ) = 1.0
                      THEN (
                        -risk
                      )
                      ELSE LN(1.0 + (
                        -risk
                      )) * (
                        -risk
                      ) / (
                        (
                          1.0 + (
                            -risk
                          )
                        ) - 1.0
                      )
                    END
                  )
                  ELSE -1000.0
                END
              ) * POWER(2.0, 100)
            )
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
          (
            (
              ABS(
                (
                  CASE
                    WHEN risk < 1.0
                    THEN (
                      CASE
                        WHEN 1.0 + (
                          -risk
                        ) = 1.0
                        THEN (
                          -risk
                        )
                        ELSE LN(1.0 + (
                          -risk
                        )) * (
                          -risk
                        ) / (
                          (
                            1.0 + (
                              -risk
                            )
                          ) - 1.0
                        )
                      END
                    )
                    ELSE -1000.0
                  END
                ) * POWER(2.0, 100)
              )
            ) - CAST(FLOOR(
              (
                ABS(
                  (
                    CASE
                      WHEN risk < 1.0
                      THEN (
                        CASE
                          WHEN 1.0 + (
                            -risk
                          ) = 1.0
                          THEN (
                            -risk
                          )
                          ELSE LN(1.0 + (
                            -risk
                          )) * (
                            -risk
                          ) / (
                            (
                              1.0 + (
                                -risk
                              )
                            ) - 1.0
                          )
                        END
                      )
                      ELSE -1000.0
                    END
                  ) * POWER(2.0, 100)
                )
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53)
          )
        ) AS BIGINT) + CASE
          WHEN (
            (
              ABS(
                (
                  CASE
                    WHEN risk < 1.0
                    THEN (
                      CASE
                        WHEN 1.0 + (
                          -risk
                        ) = 1.0
                        THEN (
                          -risk
                        )
                        ELSE LN(1.0 + (
                          -risk
                        )) * (
                          -risk
                        ) / (
                          (
                            1.0 + (
                              -risk
                            )
                          ) - 1.0
                        )
                      END
                    )
                    ELSE -1000.0
                  END
                ) * POWER(2.0, 100)
              )
            ) - CAST(FLOOR(
              (
                ABS(
                  (
                    CASE
                      WHEN risk < 1.0
                      THEN (
                        CASE
                          WHEN 1.0 + (
                            -risk
                          ) = 1.0
                          THEN (
                            -risk
                          )
                          ELSE LN(1.0 + (
                            -risk
                          )) * (
                            -risk
                          ) / (
                            (
                              1.0 + (
                                -risk
                              )
                            ) - 1.0
                          )
                        END
                      )
                      ELSE -1000.0
                    END
                  ) * POWER(2.0, 100)
                )
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53)
          ) - FLOOR(
            (
              (
                ABS(
                  (
                    CASE
                      WHEN risk < 1.0
                      THEN (
                        CASE
                          WHEN 1.0 + (
                            -risk
                          ) = 1.0
                          THEN (
                            -risk
                          )
                          ELSE LN(1.0 + (
                            -risk
                          )) * (
                            -risk
                          ) / (
                            (
                              1.0 + (
                                -risk
                              )
                            ) - 1.0
                          )
                        END
                      )
                      ELSE -1000.0
                    END
                  ) * POWER(2.0, 100)
                )
              ) - CAST(FLOOR(
                (
                  ABS(
                    (
                      CASE
                        WHEN risk < 1.0
                        THEN (
                          CASE
                            WHEN 1.0 + (
                              -risk
                            ) = 1.0
                            THEN (
                              -risk
                            )
                            ELSE LN(1.0 + (
                              -risk
                            )) * (
                              -risk
                            ) / (
                              (
                                1.0 + (
                                  -risk
                                )
                              ) - 1.0
                            )
                          END
                        )
                        ELSE -1000.0
                      END
                    ) * POWER(2.0, 100)
                  )
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53)
            )
          ) >= 0.5
          THEN 1
          ELSE 0
        END AS DECIMAL(38, 0))
      )
      ELSE (
        CAST(CAST(FLOOR(
          (
            (
              CASE
                WHEN risk < 1.0
                THEN (
                  CASE
                    WHEN 1.0 + (
                      -risk
                    ) = 1.0
                    THEN (
                      -risk
                    )
                    ELSE LN(1.0 + (
                      -risk
                    )) * (
                      -risk
                    ) / (
                      (
                        1.0 + (
                          -risk
                        )
                      ) - 1.0
                    )
                  END
                )
                ELSE -1000.0
              END
            ) * POWER(2.0, 100)
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
          (
            (
              (
                CASE
                  WHEN risk < 1.0
                  THEN (
                    CASE
                      WHEN 1.0 + (
                        -risk
                      ) = 1.0
                      THEN (
                        -risk
                      )
                      ELSE LN(1.0 + (
                        -risk
                      )) * (
                        -risk
                      ) / (
                        (
                          1.0 + (
                            -risk
                          )
                        ) - 1.0
                      )
                    END
                  )
                  ELSE -1000.0
                END
              ) * POWER(2.0, 100)
            ) - CAST(FLOOR(
              (
                (
                  CASE
                    WHEN risk < 1.0
                    THEN (
                      CASE
                        WHEN 1.0 + (
                          -risk
                        ) = 1.0
                        THEN (
                          -risk
                        )
                        ELSE LN(1.0 + (
                          -risk
                        )) * (
                          -risk
                        ) / (
                          (
                            1.0 + (
                              -risk
                            )
                          ) - 1.0
                        )
                      END
                    )
                    ELSE -1000.0
                  END
                ) * POWER(2.0, 100)
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53)
          )
        ) AS BIGINT) + CASE
          WHEN (
            (
              (
                CASE
                  WHEN risk < 1.0
                  THEN (
                    CASE
                      WHEN 1.0 + (
                        -risk
                      ) = 1.0
                      THEN (
                        -risk
                      )
                      ELSE LN(1.0 + (
                        -risk
                      )) * (
                        -risk
                      ) / (
                        (
                          1.0 + (
                            -risk
                          )
                        ) - 1.0
                      )
                    END
                  )
                  ELSE -1000.0
                END
              ) * POWER(2.0, 100)
            ) - CAST(FLOOR(
              (
                (
                  CASE
                    WHEN risk < 1.0
                    THEN (
                      CASE
                        WHEN 1.0 + (
                          -risk
                        ) = 1.0
                        THEN (
                          -risk
                        )
                        ELSE LN(1.0 + (
                          -risk
                        )) * (
                          -risk
                        ) / (
                          (
                            1.0 + (
                              -risk
                            )
                          ) - 1.0
                        )
                      END
                    )
                    ELSE -1000.0
                  END
                ) * POWER(2.0, 100)
              ) * POWER(2.0, -53)
            ) AS DOUBLE) * POWER(2.0, 53)
          ) - FLOOR(
            (
              (
                (
                  CASE
                    WHEN risk < 1.0
                    THEN (
                      CASE
                        WHEN 1.0 + (
                          -risk
                        ) = 1.0
                        THEN (
                          -risk
                        )
                        ELSE LN(1.0 + (
                          -risk
                        )) * (
                          -risk
                        ) / (
                          (
                            1.0 + (
                              -risk
                            )
                          ) - 1.0
                        )
                      END
                    )
                    ELSE -1000.0
                  END
                ) * POWER(2.0, 100)
              ) - CAST(FLOOR(
                (
                  (
                    CASE
                      WHEN risk < 1.0
                      THEN (
                        CASE
                          WHEN 1.0 + (
                            -risk
                          ) = 1.0
                          THEN (
                            -risk
                          )
                          ELSE LN(1.0 + (
                            -risk
                          )) * (
                            -risk
                          ) / (
                            (
                              1.0 + (
                                -risk
                              )
                            ) - 1.0
                          )
                        END
                      )
                      ELSE -1000.0
                    END
                  ) * POWER(2.0, 100)
                ) * POWER(2.0, -53)
              ) AS DOUBLE) * POWER(2.0, 53)
            )
          ) >= 0.5
          THEN 1
          ELSE 0
        END AS DECIMAL(38, 0))
      )
    END
  ) AS log1m_risk_fixed
FROM (
  SELECT
    c.*,
    :pi * v.r AS risk
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_risk_values_exact_p` AS v
    USING (__sdc_cell)
)
