SELECT
  `__sdcp_row`,
  CAST(2 AS INT) AS dimension,
  (
    NOT __sdc_k0 IS NULL OR NOT __sdc_k1 IS NULL
  ) AS open
FROM `__sdc_protect_unsafe_p`
