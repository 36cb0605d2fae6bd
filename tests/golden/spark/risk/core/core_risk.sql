SELECT
  household_size,
  individuals,
  households,
  fk,
  Fk_hat,
  :pi * `SDC_RISK_UDF`(CAST(fk AS DOUBLE), Fk_hat) AS core_risk
FROM (
  SELECT
    h.household_size,
    COUNT(*) AS individuals,
    COUNT(DISTINCT h.__sdc_hh) AS households,
    COUNT(*) AS fk,
    CAST(SUM(
      (
        CAST(CAST(FLOOR(
          (
            CASE
              WHEN r.__sdc_w * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(r.__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(r.__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
          CASE
            WHEN r.__sdc_w * POWER(2.0, 52) < 0
            THEN -(
              CASE
                WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(r.__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            )
            ELSE CASE
              WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
              THEN ABS(r.__sdc_w * POWER(2.0, 52))
              ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                THEN 1.0
                ELSE 0.0
              END
            END
          END
        ) - CAST(FLOOR(
          (
            CASE
              WHEN r.__sdc_w * POWER(2.0, 52) < 0
              THEN -(
                CASE
                  WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                  THEN ABS(r.__sdc_w * POWER(2.0, 52))
                  ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                    WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(r.__sdc_w * POWER(2.0, 52)) >= POWER(2.0, 52)
                THEN ABS(r.__sdc_w * POWER(2.0, 52))
                ELSE CAST(FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) AS DOUBLE) + CASE
                  WHEN ABS(r.__sdc_w * POWER(2.0, 52)) - FLOOR(ABS(r.__sdc_w * POWER(2.0, 52))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) * POWER(2.0, -53)
        ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS DOUBLE) * POWER(2.0, -52) AS Fk_hat
  FROM `__sdc_keyed_p` AS r
  JOIN `__sdc_households_exact_p` AS h
    ON r.__sdc_hh = h.__sdc_hh
  GROUP BY
    h.household_size
)
ORDER BY
  household_size NULLS LAST
