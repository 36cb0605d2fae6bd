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
        CASE
          WHEN r.__sdc_w * POWER(2.0, 52) < 0
          THEN CAST(0 AS DECIMAL(38, 0)) - (
            CAST(CAST(FLOOR((
              ABS(r.__sdc_w * POWER(2.0, 52))
            ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
              (
                (
                  ABS(r.__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(r.__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) AS BIGINT) + CASE
              WHEN (
                (
                  ABS(r.__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(r.__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              ) - FLOOR(
                (
                  (
                    ABS(r.__sdc_w * POWER(2.0, 52))
                  ) - CAST(FLOOR((
                    ABS(r.__sdc_w * POWER(2.0, 52))
                  ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                )
              ) >= 0.5
              THEN 1
              ELSE 0
            END AS DECIMAL(38, 0))
          )
          ELSE (
            CAST(CAST(FLOOR((
              r.__sdc_w * POWER(2.0, 52)
            ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
              (
                (
                  r.__sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  r.__sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) AS BIGINT) + CASE
              WHEN (
                (
                  r.__sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  r.__sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              ) - FLOOR(
                (
                  (
                    r.__sdc_w * POWER(2.0, 52)
                  ) - CAST(FLOOR((
                    r.__sdc_w * POWER(2.0, 52)
                  ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                )
              ) >= 0.5
              THEN 1
              ELSE 0
            END AS DECIMAL(38, 0))
          )
        END
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
