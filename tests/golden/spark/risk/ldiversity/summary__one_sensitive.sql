SELECT
  MIN(`ldiversity_distinct_income`) AS c0_min,
  PERCENTILE(`ldiversity_distinct_income`, 0.25) AS c0_q1,
  PERCENTILE(`ldiversity_distinct_income`, 0.5) AS c0_median,
  AVG(`ldiversity_distinct_income`) AS c0_mean,
  PERCENTILE(`ldiversity_distinct_income`, 0.75) AS c0_q3,
  MAX(`ldiversity_distinct_income`) AS c0_max,
  COUNT(*) FILTER(WHERE
    `ldiversity_distinct_income` < :l) AS c0_below,
  MIN(`ldiversity_entropy_income`) AS c1_min,
  PERCENTILE(`ldiversity_entropy_income`, 0.25) AS c1_q1,
  PERCENTILE(`ldiversity_entropy_income`, 0.5) AS c1_median,
  AVG(`ldiversity_entropy_income`) AS c1_mean,
  PERCENTILE(`ldiversity_entropy_income`, 0.75) AS c1_q3,
  MAX(`ldiversity_entropy_income`) AS c1_max,
  COUNT(*) FILTER(WHERE
    `ldiversity_entropy_income` < :l) AS c1_below,
  MIN(`ldiversity_recursive_income`) AS c2_min,
  PERCENTILE(`ldiversity_recursive_income`, 0.25) AS c2_q1,
  PERCENTILE(`ldiversity_recursive_income`, 0.5) AS c2_median,
  AVG(`ldiversity_recursive_income`) AS c2_mean,
  PERCENTILE(`ldiversity_recursive_income`, 0.75) AS c2_q3,
  MAX(`ldiversity_recursive_income`) AS c2_max,
  COUNT(*) FILTER(WHERE
    `ldiversity_recursive_income` < :l) AS c2_below
FROM `__sdc_ld0_records_p`
