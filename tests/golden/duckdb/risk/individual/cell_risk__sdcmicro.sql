SELECT
    *,
    CAST((CASE WHEN risk < 1.0 THEN (CASE WHEN 1.0 + (-risk) = 1.0 THEN (-risk)
      ELSE ln(1.0 + (-risk)) * (-risk) / ((1.0 + (-risk)) - 1.0) END) ELSE -1000.0 END) * power(2.0, 100) AS HUGEINT) AS log1m_risk_fixed
FROM (
    SELECT c.*, $pi * v.r AS risk
    FROM "__sdc_cells_p" AS c
    JOIN "__sdc_risk_values_sdcmicro_p" AS v USING (__sdc_cell)
)
