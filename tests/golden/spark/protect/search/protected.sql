SELECT
  r.`household_id`,
  CASE WHEN s.__sdc_suppressed THEN NULL ELSE m0.g END AS `sex`,
  CASE WHEN s.__sdc_suppressed THEN NULL ELSE m1.g END AS `age`,
  r.`weight`
FROM `__sdc_keyed_p` AS r
LEFT JOIN `__sdc_search_map0_p` AS m0
  ON CAST(r.__sdc_k0 AS STRING) = m0.v
LEFT JOIN `__sdc_search_map1_p` AS m1
  ON CAST(r.__sdc_k1 AS STRING) = m1.v
LEFT JOIN (
  SELECT
    *,
    TRUE AS __sdc_suppressed
  FROM `__sdc_search_suppressed_p`
) AS s
  ON CAST(r.__sdc_k0 AS STRING) = s.k0 AND CAST(r.__sdc_k1 AS STRING) = s.k1
ORDER BY
  r.__sdc_row NULLS LAST
