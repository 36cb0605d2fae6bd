{#-
  core_risk.sql -- the core risk (seed 002 sections 6.4 and 7; seed 000 section 6):
  the individual risk with household size S as the only key.  It is a lower bound
  of every member's risk, since S can never be suppressed.
  inputs : keyed (keyed view with __sdc_hh, __sdc_w); households (household_risk.sql:
           __sdc_hh, household_size); risk_function
  params : $pi
  output : household_size, individuals, households, fk, Fk_hat, core_risk (= pi * r(s))
  grain  : one row per household size
-#}
{% import "_exact.sql" as e %}
SELECT
    household_size,
    individuals,
    households,
    fk,
    Fk_hat,
    $pi * {{ risk_function|qi }}(CAST(fk AS DOUBLE), Fk_hat) AS core_risk
FROM (
    SELECT
        h.household_size,
        count(*) AS individuals,
        count(DISTINCT h.__sdc_hh) AS households,
        count(*) AS fk,
        {# exact: weights in fixed point 2^-52 as HUGEINT, as in base_cells.sql
           (docs/decisions/0002-exact-sums.md), so no thread order changes the sum #}
        CAST(sum({{ e.fixed("r.__sdc_w * power(2.0, 52)", dialect) }}) AS DOUBLE) * power(2.0, -52) AS Fk_hat
    FROM {{ keyed|qi }} AS r
    JOIN {{ households|qi }} AS h ON r.__sdc_hh = h.__sdc_hh
    GROUP BY h.household_size
)
ORDER BY household_size
