SELECT
  r.__sdc_row,
  v.loglinear_risk
FROM `__sdc_keyed_p` AS r
JOIN `__sdc_loglinear_cells_p` AS c
  ON r.`__sdc_k0` IS NOT DISTINCT FROM c.__sdc_g0
  AND r.`__sdc_k1` IS NOT DISTINCT FROM c.__sdc_g1
  AND r.`__sdc_k2` IS NOT DISTINCT FROM c.__sdc_g2
JOIN `__sdc_loglinear_values_p` AS v
  ON v.__sdc_lcell = c.__sdc_lcell
