SELECT __sdc_hh AS "household_id", members, household_size, household_risk
FROM "__sdc_households_exact_p"
ORDER BY 1
