SELECT
  *,
  (
    CAST(CAST(FLOOR(
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
          THEN -(
            CASE
              WHEN ABS(
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
              ) >= POWER(2.0, 52)
              THEN ABS(
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
              ELSE CAST(FLOOR(
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
              ) AS DOUBLE) + CASE
                WHEN ABS(
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
                ) - FLOOR(
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
                ) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(
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
            ) >= POWER(2.0, 52)
            THEN ABS(
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
            ELSE CAST(FLOOR(
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
            ) AS DOUBLE) + CASE
              WHEN ABS(
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
              ) - FLOOR(
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
              ) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) * POWER(2.0, -53)
    ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
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
        THEN -(
          CASE
            WHEN ABS(
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
            ) >= POWER(2.0, 52)
            THEN ABS(
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
            ELSE CAST(FLOOR(
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
            ) AS DOUBLE) + CASE
              WHEN ABS(
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
              ) - FLOOR(
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
              ) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        )
        ELSE CASE
          WHEN ABS(
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
          ) >= POWER(2.0, 52)
          THEN ABS(
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
          ELSE CAST(FLOOR(
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
          ) AS DOUBLE) + CASE
            WHEN ABS(
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
            ) - FLOOR(
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
            ) >= 0.5
            THEN 1.0
            ELSE 0.0
          END
        END
      END
    ) - CAST(FLOOR(
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
          THEN -(
            CASE
              WHEN ABS(
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
              ) >= POWER(2.0, 52)
              THEN ABS(
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
              ELSE CAST(FLOOR(
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
              ) AS DOUBLE) + CASE
                WHEN ABS(
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
                ) - FLOOR(
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
                ) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(
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
            ) >= POWER(2.0, 52)
            THEN ABS(
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
            ELSE CAST(FLOOR(
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
            ) AS DOUBLE) + CASE
              WHEN ABS(
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
              ) - FLOOR(
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
              ) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) * POWER(2.0, -53)
    ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
  ) AS log1m_risk_fixed
FROM (
  SELECT
    c.*,
    :pi * v.r AS risk
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_risk_values_sdcmicro_p` AS v
    USING (__sdc_cell)
)
