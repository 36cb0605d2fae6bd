WITH binned AS (
  SELECT
    CASE WHEN `risk` > 0 THEN CAST(FLOOR(LOG(10, `risk`) * 10) AS BIGINT) END AS bin,
    COUNT(*) AS units,
    CAST(SUM(`__sdc_c`) AS BIGINT) AS records
  FROM `__sdc_cell_risk_exact_p`
  GROUP BY ALL
)
SELECT
  bin,
  CASE WHEN bin IS NULL THEN 0.0 ELSE POWER(10.0, bin / 10.0) END AS lower,
  CASE WHEN bin IS NULL THEN 0.0 ELSE POWER(10.0, (
    bin + 1
  ) / 10.0) END AS upper,
  CAST(units AS BIGINT) AS units,
  records,
  CAST(SUM(records) OVER (ORDER BY bin DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS BIGINT) AS records_at_or_above
FROM binned
ORDER BY
  bin
