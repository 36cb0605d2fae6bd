SELECT
  *
FROM `__sdc_leak_hits1`
UNION ALL
SELECT
  *
FROM `__sdc_leak_hits1_0`
UNION ALL
SELECT
  *
FROM `__sdc_leak_hits1_1`
