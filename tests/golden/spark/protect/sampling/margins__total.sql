SELECT
  NULL AS category,
  SUM(
    (
      CAST(CAST(FLOOR(
        (
          CASE
            WHEN CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
        CASE
          WHEN CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52) < 0
          THEN -(
            CASE
              WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          )
          ELSE CASE
            WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
            THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
            ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
              WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        END
      ) - CAST(FLOOR(
        (
          CASE
            WHEN CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)) - FLOOR(ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) * POWER(2.0, -53)
      ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) AS total_fixed
FROM `__sdc_keyed_p`
