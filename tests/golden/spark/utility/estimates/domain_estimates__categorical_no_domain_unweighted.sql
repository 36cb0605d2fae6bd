WITH terms AS (
  SELECT
    *,
    1.0 AS __sdc_tw,
    CAST(`pl030` AS STRING) AS __sdc_cat
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
    END AS __sdc_sw
  FROM terms
), g AS (
  SELECT
    TRUE AS whole_file,
    __sdc_cat AS category,
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
      ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_fixed,
    SUM(__sdc_tw) FILTER(WHERE
      NOT ABS(__sdc_tw) < CAST('Infinity' AS DOUBLE)) AS __sdc_total_odd,
    COUNT(*) AS __sdc_n
  FROM terms
  CROSS JOIN scales
  GROUP BY
    GROUPING SETS (
      (
        __sdc_cat
      )
    )
), c AS (
  SELECT
    g.*,
    SUM(__sdc_total_fixed) FILTER(WHERE
      NOT category IS NULL) OVER w AS __sdc_avail_fixed,
    SUM(__sdc_total_odd) FILTER(WHERE
      NOT category IS NULL) OVER w AS __sdc_avail_odd,
    SUM(__sdc_n) FILTER(WHERE
      NOT category IS NULL) OVER w AS __sdc_n_avail,
    SUM(__sdc_total_fixed) OVER w AS __sdc_all_fixed,
    SUM(__sdc_total_odd) OVER w AS __sdc_all_odd,
    SUM(__sdc_n) OVER w AS __sdc_n_all
  FROM g
  WINDOW w AS (PARTITION BY whole_file)
)
SELECT
  whole_file,
  category,
  CASE
    WHEN __sdc_n > 0
    THEN COALESCE(CAST(__sdc_total_fixed AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_total_odd, 0.0)
  END AS total,
  CASE
    WHEN __sdc_n_avail > 0
    THEN COALESCE(CAST(__sdc_avail_fixed AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_avail_odd, 0.0)
  END AS w_avail,
  CASE
    WHEN __sdc_n_all > 0
    THEN COALESCE(CAST(__sdc_all_fixed AS DOUBLE) / (
      SELECT
        __sdc_sw
      FROM scales
    ), 0.0) + COALESCE(__sdc_all_odd, 0.0)
  END AS w_all
FROM c
