SELECT
  CAST(__sdc_k0 AS STRING) AS k0,
  CAST(__sdc_k1 AS STRING) AS k1,
  CAST(`education` AS STRING) AS s0,
  COUNT(*) AS n,
  CAST(SUM(
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
  ) AS DOUBLE) * POWER(2.0, -52) AS w,
  MIN(__sdc_row) AS `first`
FROM `__sdc_keyed_p`
GROUP BY ALL
ORDER BY
  `first` NULLS LAST
