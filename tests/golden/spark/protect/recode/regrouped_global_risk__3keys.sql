WITH __sdc_cell_risk AS (
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
    FROM `__sdc_rg1_cells_p` AS c
    JOIN `__sdc_rg1_risk_values_exact_p` AS v
      USING (__sdc_cell)
  )
), n AS (
  SELECT
    SUM(__sdc_c) AS n,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      risk <= 0.01), 0) >= SUM(__sdc_c) DIV 2 + 1 AS low
  FROM `__sdc_cell_risk`
), ranked AS (
  SELECT
    risk,
    __sdc_c
  FROM `__sdc_cell_risk`
  WHERE
    NOT (
      SELECT
        low
      FROM n
    )
), med AS (
  SELECT
    (
      SELECT
        (
          MIN(v) FILTER(WHERE
            cum >= (
              (
                SELECT
                  n
                FROM n
              ) + 1
            ) DIV 2) + MIN(v) FILTER(WHERE
            cum >= (
              SELECT
                n
              FROM n
            ) DIV 2 + 1)
        ) / 2
      FROM (
        SELECT
          risk AS v,
          SUM(__sdc_c) OVER (ORDER BY risk NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum
        FROM ranked
      )
    ) AS med
), mad AS (
  SELECT
    (
      SELECT
        (
          MIN(v) FILTER(WHERE
            cum >= (
              (
                SELECT
                  n
                FROM n
              ) + 1
            ) DIV 2) + MIN(v) FILTER(WHERE
            cum >= (
              SELECT
                n
              FROM n
            ) DIV 2 + 1)
        ) / 2
      FROM (
        SELECT
          dev AS v,
          SUM(__sdc_c) OVER (ORDER BY dev NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum
        FROM (
          SELECT
            ABS(risk - (
              SELECT
                med
              FROM med
            )) AS dev,
            __sdc_c
          FROM ranked
        )
      )
    ) AS mad
)
SELECT
  *
FROM (
  SELECT
    SUM(__sdc_c) AS n,
    COUNT(*) AS n_cells,
    CAST(SUM(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) AS expected_reidentifications,
    CAST(SUM(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) / SUM(__sdc_c) AS reidentification_rate,
    MAX(risk) AS max_risk,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      fk = 1), 0) AS sample_uniques,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      fk < 2), 0) AS k2_violations,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      fk < 3), 0) AS k3_violations,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      fk < 5), 0) AS k5_violations,
    COALESCE(
      SUM(__sdc_c) FILTER(WHERE
        risk >= 0.1
        AND (
          (
            SELECT
              low
            FROM n
          )
          OR risk >= 2 * (
            (
              SELECT
                med
              FROM med
            ) + 2 * (
              SELECT
                mad
              FROM mad
            )
          )
        )),
      0
    ) AS benchmark_high_risk
  FROM `__sdc_cell_risk`
)
