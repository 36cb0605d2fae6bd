SELECT
  1 AS whole,
  CAST(COUNT(*) AS BIGINT) AS n,
  SUM(CAST(`euclidean_nearest` AS DOUBLE)) AS `sum_euclidean_nearest`,
  CAST(COUNT(`euclidean_nearest`) AS BIGINT) AS `n_euclidean_nearest`,
  SUM(CAST(`euclidean_second` AS DOUBLE)) AS `sum_euclidean_second`,
  CAST(COUNT(`euclidean_second`) AS BIGINT) AS `n_euclidean_second`,
  SUM(CAST(`prob_own_linked` AS DOUBLE)) AS `sum_prob_own_linked`,
  CAST(COUNT(`prob_own_linked`) AS BIGINT) AS `n_prob_own_linked`
FROM `__sdc_linkage_records_1`
