WITH n AS (
  SELECT
    SUM(__sdc_c) AS n
  FROM `__sdc_cell_risk_sdcmicro_p`
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
        FROM `__sdc_cell_risk_sdcmicro_p`
      )
    ) AS med
), mad AS (
  SELECT
    :scale * (
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
          FROM `__sdc_cell_risk_sdcmicro_p`
        )
      )
    ) AS mad
)
SELECT
  (
    SELECT
      med
    FROM med
  ) AS med,
  (
    SELECT
      mad
    FROM mad
  ) AS mad,
  COALESCE(
    SUM(__sdc_c) FILTER(WHERE
      risk > 0.1
      AND risk > (
        SELECT
          med
        FROM med
      ) + 2 * (
        SELECT
          mad
        FROM mad
      )),
    0
  ) AS above_2mad,
  COALESCE(
    SUM(__sdc_c) FILTER(WHERE
      risk > 0.1
      AND risk > (
        SELECT
          med
        FROM med
      ) + 3 * (
        SELECT
          mad
        FROM mad
      )),
    0
  ) AS above_3mad
FROM `__sdc_cell_risk_sdcmicro_p`
