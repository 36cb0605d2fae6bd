SELECT
  r.*
  EXCEPT (`__sdc_row`, `__sdc_k0`, `__sdc_k1`, `__sdc_k2`, `__sdc_k3`, `__sdc_k4`, `__sdc_w`, `__sdc_hh`, `__sdc_mask`),
  c.`fk`,
  c.`Fk_hat`,
  c.`risk`,
  h.`household_risk`
FROM `__sdc_keyed_p` AS r
JOIN `__sdc_cell_risk_exact_p` AS c
  ON r.__sdc_k0 IS NOT DISTINCT FROM c.__sdc_k0
  AND r.__sdc_k1 IS NOT DISTINCT FROM c.__sdc_k1
  AND r.__sdc_k2 IS NOT DISTINCT FROM c.__sdc_k2
  AND r.__sdc_k3 IS NOT DISTINCT FROM c.__sdc_k3
  AND r.__sdc_k4 IS NOT DISTINCT FROM c.__sdc_k4
JOIN `__sdc_households_exact_p` AS h
  ON r.__sdc_hh = h.__sdc_hh
ORDER BY
  r.__sdc_row NULLS LAST
