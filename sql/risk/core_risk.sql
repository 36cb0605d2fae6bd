{#-
  core_risk.sql -- the core risk (seed 002 sections 6.4 and 7; seed 000 section 6):
  the individual risk with household size S as the only key.  It is a lower bound
  of every member's risk, since S can never be suppressed.
  inputs : keyed (keyed view with __sdc_hh, __sdc_hsize, __sdc_w); risk_function
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
        __sdc_hsize AS household_size,
        count(*) AS individuals,
        count(DISTINCT __sdc_hh) AS households,
        count(*) AS fk,
        sum(__sdc_w) AS Fk_hat
    FROM {{ keyed|qi }}
    GROUP BY __sdc_hsize
)
ORDER BY household_size
