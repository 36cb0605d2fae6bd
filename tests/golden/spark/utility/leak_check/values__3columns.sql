SELECT
  row_id,
  rel_hh,
  0 AS j,
  x_0 AS x
FROM `__sdc_leak_pairs_p`
UNION ALL
SELECT
  row_id,
  rel_hh,
  1 AS j,
  x_1 AS x
FROM `__sdc_leak_pairs_p`
UNION ALL
SELECT
  row_id,
  rel_hh,
  2 AS j,
  x_2 AS x
FROM `__sdc_leak_pairs_p`
