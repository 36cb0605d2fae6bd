WITH n AS (
  SELECT
    SUM(__sdc_c) AS n,
    COALESCE(SUM(__sdc_c) FILTER(WHERE
      risk <= 0.01), 0) >= SUM(__sdc_c) DIV 2 + 1 AS low
  FROM `__sdc_cell_risk_exact_p`
), ranked AS (
  SELECT
    risk,
    __sdc_c
  FROM `__sdc_cell_risk_exact_p`
  WHERE
    NOT (
      SELECT
        low
      FROM n
    )
), med AS (
  SELECT
    (
      SELECT
        (
          MIN(v) FILTER(WHERE
            cum >= (
              (
                SELECT
                  n
                FROM n
              ) + 1
            ) DIV 2) + MIN(v) FILTER(WHERE
            cum >= (
              SELECT
                n
              FROM n
            ) DIV 2 + 1)
        ) / 2
      FROM (
        SELECT
          risk AS v,
          SUM(__sdc_c) OVER (ORDER BY risk NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum
        FROM ranked
      )
    ) AS med
), mad AS (
  SELECT
    (
      SELECT
        (
          MIN(v) FILTER(WHERE
            cum >= (
              (
                SELECT
                  n
                FROM n
              ) + 1
            ) DIV 2) + MIN(v) FILTER(WHERE
            cum >= (
              SELECT
                n
              FROM n
            ) DIV 2 + 1)
        ) / 2
      FROM (
        SELECT
          dev AS v,
          SUM(__sdc_c) OVER (ORDER BY dev NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum
        FROM (
          SELECT
            ABS(risk - (
              SELECT
                med
              FROM med
            )) AS dev,
            __sdc_c
          FROM ranked
        )
      )
    ) AS mad
)
SELECT
  SUM(__sdc_c) AS n,
  COUNT(*) AS n_cells,
  CAST(SUM(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) AS expected_reidentifications,
  CAST(SUM(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) / SUM(__sdc_c) AS reidentification_rate,
  MAX(risk) AS max_risk,
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk = 1), 0) AS sample_uniques,
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk < 2), 0) AS k2_violations,
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk < 3), 0) AS k3_violations,
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk < 5), 0) AS k5_violations,
  COALESCE(
    SUM(__sdc_c) FILTER(WHERE
      risk >= 0.1
      AND (
        (
          SELECT
            low
          FROM n
        )
        OR risk >= 2 * (
          (
            SELECT
              med
            FROM med
          ) + 2 * (
            SELECT
              mad
            FROM mad
          )
        )
      )),
    0
  ) AS benchmark_high_risk,
  (
    SELECT
      CAST(SUM(
        members * (
          CAST(CAST(FLOOR(
            (
              CASE
                WHEN household_risk * POWER(2.0, 96) < 0
                THEN -(
                  CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                    THEN ABS(household_risk * POWER(2.0, 96))
                    ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                      WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
            CASE
              WHEN household_risk * POWER(2.0, 96) < 0
              THEN -(
                CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                THEN ABS(household_risk * POWER(2.0, 96))
                ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) - CAST(FLOOR(
            (
              CASE
                WHEN household_risk * POWER(2.0, 96) < 0
                THEN -(
                  CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                    THEN ABS(household_risk * POWER(2.0, 96))
                    ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                      WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
        )
      ) AS DOUBLE) * POWER(2.0, -96)
    FROM `__sdc_households_exact_p`
  ) AS household_expected_reidentifications,
  (
    SELECT
      CAST(SUM(
        members * (
          CAST(CAST(FLOOR(
            (
              CASE
                WHEN household_risk * POWER(2.0, 96) < 0
                THEN -(
                  CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                    THEN ABS(household_risk * POWER(2.0, 96))
                    ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                      WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST((
            CASE
              WHEN household_risk * POWER(2.0, 96) < 0
              THEN -(
                CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              )
              ELSE CASE
                WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                THEN ABS(household_risk * POWER(2.0, 96))
                ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                  THEN 1.0
                  ELSE 0.0
                END
              END
            END
          ) - CAST(FLOOR(
            (
              CASE
                WHEN household_risk * POWER(2.0, 96) < 0
                THEN -(
                  CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                    THEN ABS(household_risk * POWER(2.0, 96))
                    ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                      WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                      THEN 1.0
                      ELSE 0.0
                    END
                  END
                )
                ELSE CASE
                  WHEN ABS(household_risk * POWER(2.0, 96)) >= POWER(2.0, 52)
                  THEN ABS(household_risk * POWER(2.0, 96))
                  ELSE CAST(FLOOR(ABS(household_risk * POWER(2.0, 96))) AS DOUBLE) + CASE
                    WHEN ABS(household_risk * POWER(2.0, 96)) - FLOOR(ABS(household_risk * POWER(2.0, 96))) >= 0.5
                    THEN 1.0
                    ELSE 0.0
                  END
                END
              END
            ) * POWER(2.0, -53)
          ) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
        )
      ) AS DOUBLE) * POWER(2.0, -96)
    FROM `__sdc_households_exact_p`
  ) / SUM(__sdc_c) AS household_reidentification_rate,
  (
    SELECT
      MAX(household_risk)
    FROM `__sdc_households_exact_p`
  ) AS max_household_risk
FROM `__sdc_cell_risk_exact_p`
