SELECT
    r.__sdc_row,
    coalesce(m.l_distinct, 0) AS l_distinct,
    coalesce(m.l_entropy, 0.0) AS l_entropy,
    coalesce(m.l_recursive, 0) AS l_recursive
FROM "__sdc_keyed_p" AS r
LEFT JOIN "__sdc_ld0_measures_s0_p" AS m
  ON r."__sdc_k0" IS NOT DISTINCT FROM m.__sdc_g0 AND r."__sdc_k1" IS NOT DISTINCT FROM m.__sdc_g1 AND r."__sdc_k2" IS NOT DISTINCT FROM m.__sdc_g2 AND 
     (CAST(r."__sdc_k0" IS NULL AS INTEGER) * 1 + CAST(r."__sdc_k1" IS NULL AS INTEGER) * 2 + CAST(r."__sdc_k2" IS NULL AS INTEGER) * 4 + 0) = m.__sdc_mask
