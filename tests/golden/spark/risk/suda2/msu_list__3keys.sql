SELECT
  c.__sdc_k0 AS `region`,
  c.__sdc_k1 AS `sex`,
  c.__sdc_k2 AS `age`,
  CONCAT_WS(
    ',',
    CASE WHEN (
      SHIFTRIGHT(m.mask, 0)
    ) & 1 = 1 THEN :n1 END,
    CASE WHEN (
      SHIFTRIGHT(m.mask, 1)
    ) & 1 = 1 THEN :n2 END,
    CASE WHEN (
      SHIFTRIGHT(m.mask, 2)
    ) & 1 = 1 THEN :n3 END
  ) AS variables,
  m.size
FROM `__sdc_suda2_msu_p` AS m
JOIN `__sdc_cells_p` AS c
  USING (__sdc_cell)
ORDER BY
  c.__sdc_k0 NULLS LAST,
  c.__sdc_k1 NULLS LAST,
  c.__sdc_k2 NULLS LAST,
  m.mask NULLS LAST
