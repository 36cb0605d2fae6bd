SELECT
  t.*,
  s.start + t.__sdc_m % 8589934592 + 1 AS `__sdc_n`
FROM `__sdc_release_h1_m` AS t
JOIN `__sdc_release_h1_starts` AS s
  ON s.part = t.__sdc_m DIV 8589934592
