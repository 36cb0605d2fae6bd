{#-
  protect/draws/household_checks.sql -- what household-level perturbation refuses: a
  household in more than one stratum, records without a household id, households whose
  members disagree on a household-level variable.
  inputs : households (protect/draws/households.sql)
  output : split (households in more than one stratum), missing (rows of a NULL id),
           mixed (households whose members disagree)
  grain  : one row
-#}
SELECT
    count(*) - count(DISTINCT __sdc_id) AS split,
    coalesce(sum(CASE WHEN __sdc_key IS NULL THEN 1 ELSE 0 END), 0) AS missing,
    coalesce(sum(__sdc_mixed), 0) AS mixed
FROM {{ households|qi }}
