SELECT DISTINCT
  `__sdc_k0` AS __sdc_g0,
  `__sdc_k1` AS __sdc_g1,
  `__sdc_k2` AS __sdc_g2,
  CAST(`__sdc_k0` IS NULL AS INT) * 1 + CAST(`__sdc_k1` IS NULL AS INT) * 2 + CAST(`__sdc_k2` IS NULL AS INT) * 4 + 0 AS __sdc_mask
FROM `__sdc_keyed_p`
