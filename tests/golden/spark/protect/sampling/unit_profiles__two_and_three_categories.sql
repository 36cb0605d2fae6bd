SELECT
  p0_0,
  p0_1,
  p1_0,
  p1_1,
  p1_2,
  COUNT(*) AS units,
  SUM(size_fixed) AS size_fixed,
  MIN(w_min) AS w_min,
  MAX(w_max) AS w_max,
  SUM(a0_0) AS a0_0,
  SUM(a0_1) AS a0_1,
  SUM(a1_0) AS a1_0,
  SUM(a1_1) AS a1_1,
  SUM(a1_2) AS a1_2
FROM `__sdc_sampling_unit_shares_p`
GROUP BY
  p0_0,
  p0_1,
  p1_0,
  p1_1,
  p1_2
ORDER BY
  p0_0 NULLS LAST,
  p0_1 NULLS LAST,
  p1_0 NULLS LAST,
  p1_1 NULLS LAST,
  p1_2 NULLS LAST
