SELECT
  household_risk,
  CAST(COUNT(*) AS BIGINT) AS households,
  CAST(SUM(members) AS BIGINT) AS members
FROM `__sdc_households_exact_p`
GROUP BY
  household_risk
ORDER BY
  household_risk NULLS LAST
