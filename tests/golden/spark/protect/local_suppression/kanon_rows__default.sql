SELECT DISTINCT
  `__sdcp_row`
FROM `__sdc_protect_kanon_after_1_p`
ORDER BY
  1 NULLS LAST
