SELECT
  p0.__sdc_row,
  p0.l_distinct AS `ldiversity_distinct_income`,
  p0.l_entropy AS `ldiversity_entropy_income`,
  p0.l_recursive AS `ldiversity_recursive_income`
FROM `__sdc_ld0_records_s0_p` AS p0
