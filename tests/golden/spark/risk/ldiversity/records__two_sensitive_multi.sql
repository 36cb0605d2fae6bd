SELECT
  p0.__sdc_row,
  p0.l_distinct AS `ldiversity_distinct_income`,
  p0.l_entropy AS `ldiversity_entropy_income`,
  p0.l_recursive AS `ldiversity_recursive_income`,
  p1.l_distinct AS `ldiversity_distinct_disease`,
  p1.l_entropy AS `ldiversity_entropy_disease`,
  p1.l_recursive AS `ldiversity_recursive_disease`,
  LEAST(q0.l_distinct, q1.l_distinct) AS `ldiversity_multi_distinct`,
  LEAST(q0.l_entropy, q1.l_entropy) AS `ldiversity_multi_entropy`,
  LEAST(q0.l_recursive, q1.l_recursive) AS `ldiversity_multi_recursive`
FROM `__sdc_ld0_records_s0_p` AS p0
JOIN `__sdc_ld0_records_s1_p` AS p1
  ON p1.__sdc_row = p0.__sdc_row
JOIN `__sdc_ld0_records_m0_p` AS q0
  ON q0.__sdc_row = p0.__sdc_row
JOIN `__sdc_ld0_records_m1_p` AS q1
  ON q1.__sdc_row = p0.__sdc_row
