SELECT
  `__sdcp_row`,
  ARRAY(
    CAST(__sdc_k0 AS STRING),
    CAST(__sdc_k1 AS STRING),
    CAST(__sdc_k2 AS STRING),
    CAST(__sdc_k3 AS STRING),
    CAST(__sdc_k4 AS STRING),
    CAST(__sdc_k5 AS STRING)
  ) AS key_values
FROM `__sdc_protect_unsafe_p`
ORDER BY
  1 NULLS LAST
