SELECT
  MONOTONICALLY_INCREASING_ID() AS __sdc_cell,
  __sdc_k0,
  __sdc_k1,
  __sdc_k2,
  __sdc_k3,
  __sdc_k4,
  CAST((
    __sdc_k0 IS NULL
  ) AS INT) * 1 + CAST((
    __sdc_k1 IS NULL
  ) AS INT) * 2 + CAST((
    __sdc_k2 IS NULL
  ) AS INT) * 4 + CAST((
    __sdc_k3 IS NULL
  ) AS INT) * 8 + CAST((
    __sdc_k4 IS NULL
  ) AS INT) * 16 AS __sdc_mask,
  __sdc_c,
  __sdc_wsum
FROM (
  SELECT
    __sdc_k0,
    __sdc_k1,
    __sdc_k2,
    __sdc_k3,
    __sdc_k4,
    COUNT(*) AS __sdc_c,
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
    ) AS __sdc_wsum
  FROM `__sdc_keyed_p`
  GROUP BY ALL
)
