SELECT
  t.`__sdc_k0`,
  t.`__sdc_k1`,
  s.start + t.__sdc_m % 8589934592 + 1 AS `__sdc_row`,
  t.`age`
FROM `__sdc_p_leak_keyed_m` AS t
JOIN `__sdc_p_leak_keyed_starts` AS s
  ON s.part = t.__sdc_m DIV 8589934592
