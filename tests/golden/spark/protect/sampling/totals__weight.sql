SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_keyed_p`
  ) AS n_before,
  (
    SELECT
      SUM(
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
      )
    FROM `__sdc_keyed_p`
  ) AS w_before_fixed,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_sampling_released_p`
  ) AS n_after,
  (
    SELECT
      SUM(
        (
          CAST(CAST(FLOOR(
            (
              CASE
                WHEN CAST(`weight` AS DOUBLE) * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
            CASE
              WHEN CAST(`weight` AS DOUBLE) * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) - CAST(FLOOR(
            (
              CASE
                WHEN CAST(`weight` AS DOUBLE) * POWER(2.0, 52) < 0
                THEN -(
                  CASE
                    WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                    THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                    ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                      WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`weight` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
        )
      )
    FROM `__sdc_sampling_released_p`
  ) AS w_after_fixed
