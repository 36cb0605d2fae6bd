WITH terms AS (
  SELECT
    *,
    CAST(`weight` AS DOUBLE) AS __sdc_tw,
    CAST(`weight` AS DOUBLE) * `income` AS __sdc_tx0,
    CAST(`weight` AS DOUBLE) * `rent` AS __sdc_tx1
  FROM `__sdc_src_1`
), scales AS (
  /* 2^(90 - ceil(log2 max|term|)), clipped to 2^1000: the largest term is below 2^90 */
  SELECT
    CASE
      WHEN MAX(ABS(__sdc_tw)) FILTER(WHERE
        ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) > 0
      THEN POWER(
        2.0,
        LEAST(
          1000.0,
          90 - CEIL(
            LOG(2, MAX(ABS(__sdc_tw)) FILTER(WHERE
              ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)))
          )
        )
      )
      ELSE 1.0
    END AS __sdc_sw,
    CASE
      WHEN MAX(ABS(__sdc_tx0)) FILTER(WHERE
        ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)) > 0
      THEN POWER(
        2.0,
        LEAST(
          1000.0,
          90 - CEIL(
            LOG(2, MAX(ABS(__sdc_tx0)) FILTER(WHERE
              ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)))
          )
        )
      )
      ELSE 1.0
    END AS __sdc_sx0,
    CASE
      WHEN MAX(ABS(__sdc_tx1)) FILTER(WHERE
        ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)) > 0
      THEN POWER(
        2.0,
        LEAST(
          1000.0,
          90 - CEIL(
            LOG(2, MAX(ABS(__sdc_tx1)) FILTER(WHERE
              ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)))
          )
        )
      )
      ELSE 1.0
    END AS __sdc_sx1
  FROM terms
), g AS (
  SELECT
    GROUPING_ID(`region`, `sex`) <> 0 AS whole_file,
    `region` AS d0,
    `sex` AS d1,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CASE
                WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                THEN __sdc_tx0 * __sdc_sx0
              END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    ) - FLOOR(
                      ABS(
                        CASE
                          WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                          THEN __sdc_tx0 * __sdc_sx0
                        END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
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
            WHEN CASE
              WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
              THEN __sdc_tx0 * __sdc_sx0
            END < 0
            THEN -(
              CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(
                CASE
                  WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                  THEN __sdc_tx0 * __sdc_sx0
                END
              ) >= POWER(2.0, 52)
              THEN ABS(
                CASE
                  WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                  THEN __sdc_tx0 * __sdc_sx0
                END
              )
              ELSE CAST(FLOOR(
                ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                )
              ) AS DOUBLE) + CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                ) - FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
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
              WHEN CASE
                WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                THEN __sdc_tx0 * __sdc_sx0
              END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    ) - FLOOR(
                      ABS(
                        CASE
                          WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                          THEN __sdc_tx0 * __sdc_sx0
                        END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx0 * __sdc_sx0
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx0 * __sdc_sx0
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx0 * __sdc_sx0
                      END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) FILTER(WHERE
      ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_fixed0,
    SUM(__sdc_tx0) FILTER(WHERE
      NOT ABS(__sdc_tx0) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_odd0,
    COUNT(__sdc_tx0) AS __sdc_n0,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
            WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
            THEN -(
              CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              ) >= POWER(2.0, 52)
              THEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              )
              ELSE CAST(FLOOR(
                ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
              ) AS DOUBLE) + CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) - FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) FILTER(WHERE
      NOT `income` IS NULL AND ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_avail_fixed0,
    SUM(__sdc_tw) FILTER(WHERE
      NOT `income` IS NULL AND NOT ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_avail_odd0,
    COUNT(*) FILTER(WHERE
      NOT `income` IS NULL) AS __sdc_n_avail0,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CASE
                WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                THEN __sdc_tx1 * __sdc_sx1
              END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    ) - FLOOR(
                      ABS(
                        CASE
                          WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                          THEN __sdc_tx1 * __sdc_sx1
                        END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
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
            WHEN CASE
              WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
              THEN __sdc_tx1 * __sdc_sx1
            END < 0
            THEN -(
              CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(
                CASE
                  WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                  THEN __sdc_tx1 * __sdc_sx1
                END
              ) >= POWER(2.0, 52)
              THEN ABS(
                CASE
                  WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                  THEN __sdc_tx1 * __sdc_sx1
                END
              )
              ELSE CAST(FLOOR(
                ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                )
              ) AS DOUBLE) + CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                ) - FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
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
              WHEN CASE
                WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                THEN __sdc_tx1 * __sdc_sx1
              END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    ) - FLOOR(
                      ABS(
                        CASE
                          WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                          THEN __sdc_tx1 * __sdc_sx1
                        END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE
                    WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                    THEN __sdc_tx1 * __sdc_sx1
                  END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE
                      WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                      THEN __sdc_tx1 * __sdc_sx1
                    END
                  ) - FLOOR(
                    ABS(
                      CASE
                        WHEN ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)
                        THEN __sdc_tx1 * __sdc_sx1
                      END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) FILTER(WHERE
      ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_fixed1,
    SUM(__sdc_tx1) FILTER(WHERE
      NOT ABS(__sdc_tx1) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_odd1,
    COUNT(__sdc_tx1) AS __sdc_n1,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
            WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
            THEN -(
              CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              ) >= POWER(2.0, 52)
              THEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              )
              ELSE CAST(FLOOR(
                ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
              ) AS DOUBLE) + CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) - FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) FILTER(WHERE
      NOT `rent` IS NULL AND ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_avail_fixed1,
    SUM(__sdc_tw) FILTER(WHERE
      NOT `rent` IS NULL AND NOT ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_avail_odd1,
    COUNT(*) FILTER(WHERE
      NOT `rent` IS NULL) AS __sdc_n_avail1,
    SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
            WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
            THEN -(
              CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              ) >= POWER(2.0, 52)
              THEN ABS(
                CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
              )
              ELSE CAST(FLOOR(
                ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
              ) AS DOUBLE) + CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) - FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
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
              WHEN CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END < 0
              THEN -(
                CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) >= POWER(2.0, 52)
                  THEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                  ELSE CAST(FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) AS DOUBLE) + CASE
                    WHEN ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    ) - FLOOR(
                      ABS(
                        CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                      )
                    ) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                ) >= POWER(2.0, 52)
                THEN ABS(
                  CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                )
                ELSE CAST(FLOOR(
                  ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  )
                ) AS DOUBLE) + CASE
                  WHEN ABS(
                    CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                  ) - FLOOR(
                    ABS(
                      CASE WHEN ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE) THEN __sdc_tw * __sdc_sw END
                    )
                  ) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) FILTER(WHERE
      ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_all_fixed,
    SUM(__sdc_tw) FILTER(WHERE
      NOT ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_all_odd,
    COUNT(*) AS __sdc_n_all
  FROM terms
  CROSS JOIN scales
  GROUP BY
    GROUPING SETS (
      (),
      (`region`, `sex`)
    )
)
SELECT
  whole_file,
  d0,
  d1,
  CASE
    WHEN __sdc_n0 > 0
    THEN COALESCE(CAST(__sdc_total_fixed0 AS DOUBLE) / (
      SELECT
        __sdc_sx0
      FROM scales
    ), 0.0) + COALESCE(__sdc_total_odd0, 0.0)
  END AS total_0,
  CASE
    WHEN __sdc_n_avail0 > 0
    THEN COALESCE(CAST(__sdc_avail_fixed0 AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_avail_odd0, 0.0)
  END AS w_avail_0,
  CASE
    WHEN __sdc_n1 > 0
    THEN COALESCE(CAST(__sdc_total_fixed1 AS DOUBLE) / (
      SELECT
        __sdc_sx1
      FROM scales
    ), 0.0) + COALESCE(__sdc_total_odd1, 0.0)
  END AS total_1,
  CASE
    WHEN __sdc_n_avail1 > 0
    THEN COALESCE(CAST(__sdc_avail_fixed1 AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_avail_odd1, 0.0)
  END AS w_avail_1,
  CASE
    WHEN __sdc_n_all > 0
    THEN COALESCE(CAST(__sdc_all_fixed AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_all_odd, 0.0)
  END AS w_all
FROM g
