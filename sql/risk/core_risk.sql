{#-
  core_risk.sql -- the core risk (seed 002 sections 6.4 and 7; seed 000 section 6):
  the individual risk with household size S as the only key.  It is a lower bound
  of every member's risk, since S can never be suppressed.
  inputs : households (household_risk.sql: members, household_size, weight_sum);
           risk_function
  params : $pi
  output : household_size, individuals, households, fk, Fk_hat, core_risk (= pi * r(s))
  grain  : one row per household size
-#}
SELECT
    household_size,
    individuals,
    households,
    fk,
    Fk_hat,
    $pi * {{ risk_function|qi }}(CAST(fk AS DOUBLE), Fk_hat) AS core_risk
FROM (
    SELECT
        household_size,
        sum(members) AS individuals,
        count(*) AS households,
        sum(members) AS fk,
        sum(weight_sum) AS Fk_hat
    FROM {{ households|qi }}
    GROUP BY household_size
)
ORDER BY household_size
