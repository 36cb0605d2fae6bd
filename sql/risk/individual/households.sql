{#-
  households.sql -- the households of household_risk.sql as the user sees them: the
  household id under its own name, members, household size and household risk.
  inputs : households (household_risk.sql); household (the id's column name)
  output : household, members, household_size, household_risk
  grain  : one row per household, sorted by id
-#}
SELECT __sdc_hh AS {{ household|qi }}, members, household_size, household_risk
FROM {{ households|qi }}
ORDER BY 1
