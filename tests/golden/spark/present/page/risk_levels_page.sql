SELECT
  risk,
  CAST(COUNT(*) AS BIGINT) AS cells,
  CAST(SUM(__sdc_c) AS BIGINT) AS records
FROM `__sdc_cell_risk_exact_p`
GROUP BY
  risk
ORDER BY
  risk NULLS LAST
