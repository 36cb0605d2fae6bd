{#-
  household_checks.sql -- what microaggregation of household-level variables refuses:
  records without a household id, a household in more than one stratum, households
  whose members disagree on a household-level variable.
  inputs : households (households.sql's relation); variables (the household-level
           treated columns, in order)
  output : missing (rows of a NULL id), split (households in more than one stratum),
           mixed0.. (households whose members disagree on each variable)
  grain  : one row
-#}
SELECT
    coalesce(sum(CASE WHEN __sdc_key IS NULL THEN 1 ELSE 0 END), 0) AS missing,
    count(*) - count(DISTINCT __sdc_row) AS split
    {%- for v in variables %},
    coalesce(sum({{ ("__sdcm_mixed" ~ loop.index0)|qi }}), 0) AS {{ ("mixed" ~ loop.index0)|qi }}
    {%- endfor %}
FROM {{ households|qi }}
