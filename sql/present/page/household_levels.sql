{#-
  household_levels.sql -- households collapsed to their distinct household risk, for
  the household slider of the interactive threshold page (seed 000 sections 5.2 and
  7.4.1).  Counts only: no household id, no key value.
  inputs : households (household_risk.sql: household_risk, members)
  output : household_risk, households, members (their records in the file)
  grain  : one row per distinct household risk
-#}
SELECT
    household_risk,
    CAST(count(*) AS BIGINT) AS households,
    CAST(sum(members) AS BIGINT) AS members
FROM {{ households|qi }}
GROUP BY household_risk
ORDER BY household_risk
