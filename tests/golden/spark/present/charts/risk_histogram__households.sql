WITH binned AS (
  SELECT
    CASE
      WHEN `household_risk` > 0
      THEN CAST(FLOOR(LOG(10, `household_risk`) * 10) AS BIGINT)
    END AS bin,
    COUNT(*) AS units,
    CAST(SUM(`members`) AS BIGINT) AS records
  FROM `__sdc_households_exact_p`
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
