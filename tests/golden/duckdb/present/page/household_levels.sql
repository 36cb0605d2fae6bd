SELECT
    household_risk,
    CAST(count(*) AS BIGINT) AS households,
    CAST(sum(members) AS BIGINT) AS members
FROM "__sdc_households_exact_p"
GROUP BY household_risk
ORDER BY household_risk
