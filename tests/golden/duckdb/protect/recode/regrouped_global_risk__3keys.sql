WITH __sdc_cell_risk AS (


SELECT
    *,
    CAST((CASE WHEN risk < 1.0 THEN (CASE WHEN 1.0 + (-risk) = 1.0 THEN (-risk)
      ELSE ln(1.0 + (-risk)) * (-risk) / ((1.0 + (-risk)) - 1.0) END) ELSE -1000.0 END) * power(2.0, 100) AS HUGEINT) AS log1m_risk_fixed
FROM (
    SELECT c.*, $pi * v.r AS risk
    FROM "__sdc_rg1_cells_p" AS c
    JOIN "__sdc_rg1_risk_values_exact_p" AS v USING (__sdc_cell)
)
)
SELECT * FROM (


WITH n AS (
    SELECT sum(__sdc_c) AS n,
           coalesce(sum(__sdc_c) FILTER (WHERE risk <= 0.01), 0) >= sum(__sdc_c) // 2 + 1 AS low
    FROM "__sdc_cell_risk"
), ranked AS (
    SELECT risk, __sdc_c FROM "__sdc_cell_risk" WHERE NOT (SELECT low FROM n)
), med AS (
    SELECT (SELECT (min(v) FILTER (WHERE cum >= ((SELECT n FROM n) + 1) // 2) + min(v) FILTER (WHERE cum >= (SELECT n FROM n) // 2 + 1)) / 2
 FROM (SELECT risk AS v, sum(__sdc_c) OVER (ORDER BY risk ROWS UNBOUNDED PRECEDING) AS cum
       FROM ranked)) AS med
), mad AS (
    SELECT (SELECT (min(v) FILTER (WHERE cum >= ((SELECT n FROM n) + 1) // 2) + min(v) FILTER (WHERE cum >= (SELECT n FROM n) // 2 + 1)) / 2
 FROM (SELECT dev AS v, sum(__sdc_c) OVER (ORDER BY dev ROWS UNBOUNDED PRECEDING) AS cum
       FROM (SELECT abs(risk - (SELECT med FROM med)) AS dev, __sdc_c FROM ranked))) AS mad
)
SELECT
    sum(__sdc_c) AS n,
    count(*) AS n_cells,
    CAST(sum(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) AS expected_reidentifications,
    CAST(sum(__sdc_c * CAST(risk AS DECIMAL(38, 28))) AS DOUBLE) / sum(__sdc_c) AS reidentification_rate,
    max(risk) AS max_risk,
    coalesce(sum(__sdc_c) FILTER (WHERE fk = 1), 0) AS sample_uniques,

    coalesce(sum(__sdc_c) FILTER (WHERE fk < 2), 0) AS k2_violations,

    coalesce(sum(__sdc_c) FILTER (WHERE fk < 3), 0) AS k3_violations,

    coalesce(sum(__sdc_c) FILTER (WHERE fk < 5), 0) AS k5_violations,

    coalesce(sum(__sdc_c) FILTER (WHERE risk >= 0.1 AND ((SELECT low FROM n)
        OR risk >= 2 * ((SELECT med FROM med) + 2 * (SELECT mad FROM mad)))), 0)
        AS benchmark_high_risk

FROM "__sdc_cell_risk"
)
