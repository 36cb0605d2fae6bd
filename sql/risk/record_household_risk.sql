{#-
  record_household_risk.sql -- attach the household risk to every member.
  inputs : records (record risk relation with __sdc_hh); households (household_risk.sql)
  output : the record columns plus household_risk
  grain  : one row per record
-#}
SELECT r.*, h.household_risk
FROM {{ records|qi }} AS r
JOIN {{ households|qi }} AS h USING (__sdc_hh)
