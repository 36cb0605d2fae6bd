SELECT
  `sex` AS category,
  SUM(
    (
      CASE
        WHEN CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
              ) - CAST(FLOOR((
                CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
              ) - CAST(FLOOR((
                CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  CAST(`__sdc_w` AS DOUBLE) * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
    )
  ) AS total_fixed
FROM `__sdc_keyed_p`
GROUP BY
  `sex`
