WITH j AS (
  SELECT
    __sdc_o0,
    __sdc_o1,
    __sdc_o2,
    __sdc_m0,
    __sdc_m1,
    __sdc_m2,
    COUNT(*) AS nij
  FROM `__sdc_paired_keys_p`
  GROUP BY
    __sdc_o0,
    __sdc_o1,
    __sdc_o2,
    __sdc_m0,
    __sdc_m1,
    __sdc_m2
), t AS (
  SELECT
    nij,
    SUM(nij) OVER (PARTITION BY __sdc_m0, __sdc_m1, __sdc_m2) AS nj
  FROM j
)
SELECT
  COALESCE(
    CAST(SUM(
      (
        CASE
          WHEN nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60) < 0
          THEN CAST(0 AS DECIMAL(38, 0)) - (
            CAST(CAST(FLOOR((
              ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
            ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
              (
                (
                  ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ) - CAST(FLOOR((
                  ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) AS BIGINT) + CASE
              WHEN (
                (
                  ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ) - CAST(FLOOR((
                  ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              ) - FLOOR(
                (
                  (
                    ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                  ) - CAST(FLOOR((
                    ABS(nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60))
                  ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                )
              ) >= 0.5
              THEN 1
              ELSE 0
            END AS DECIMAL(38, 0))
          )
          ELSE (
            CAST(CAST(FLOOR((
              nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
            ) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(FLOOR(
              (
                (
                  nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                ) - CAST(FLOOR((
                  nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              )
            ) AS BIGINT) + CASE
              WHEN (
                (
                  nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                ) - CAST(FLOOR((
                  nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
              ) - FLOOR(
                (
                  (
                    nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                  ) - CAST(FLOOR((
                    nij * LN(CAST(nj AS DOUBLE) / nij) * POWER(2.0, 60)
                  ) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53)
                )
              ) >= 0.5
              THEN 1
              ELSE 0
            END AS DECIMAL(38, 0))
          )
        END
      )
    ) AS DOUBLE) / POWER(2.0, 60),
    0.0
  ) AS ebil
FROM t
