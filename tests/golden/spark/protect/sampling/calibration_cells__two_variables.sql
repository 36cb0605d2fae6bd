SELECT
  __sdc_c0,
  __sdc_c1,
  COUNT(*) AS n,
  SUM(
    (
      CASE
        WHEN __sdc_w * POWER(2.0, 52) < 0
        THEN CAST(0 AS DECIMAL(38, 0)) - (
          CAST(CAST(FLOOR((
            ABS(__sdc_w * POWER(2.0, 52))
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                ABS(__sdc_w * POWER(2.0, 52))
              ) - CAST(FLOOR((
                ABS(__sdc_w * POWER(2.0, 52))
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  ABS(__sdc_w * POWER(2.0, 52))
                ) - CAST(FLOOR((
                  ABS(__sdc_w * POWER(2.0, 52))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
        ELSE (
          CAST(CAST(FLOOR((
            __sdc_w * POWER(2.0, 52)
          ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
            (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            )
          ) AS BIGINT) + CASE
            WHEN (
              (
                __sdc_w * POWER(2.0, 52)
              ) - CAST(FLOOR((
                __sdc_w * POWER(2.0, 52)
              ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
            ) - FLOOR(
              (
                (
                  __sdc_w * POWER(2.0, 52)
                ) - CAST(FLOOR((
                  __sdc_w * POWER(2.0, 52)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) >= 0.5
            THEN 1
            ELSE 0
          END AS DECIMAL(38, 0))
        )
      END
    )
  ) AS w_fixed
FROM `__sdc_sampling_coded_p`
GROUP BY
  __sdc_c0,
  __sdc_c1
ORDER BY
  __sdc_c0 NULLS LAST,
  __sdc_c1 NULLS LAST
