SELECT
  r.*
  EXCEPT (`__sdc_row`, `__sdc_k0`, `__sdc_k1`, `__sdc_k2`, `__sdc_w`, `__sdc_mask`),
  c.risk,
  CAST(:threshold AS DOUBLE) AS threshold,
  CASE WHEN (
    c.risk >= :threshold
  ) THEN 'individual' END AS unsafe_reason
FROM `__sdc_keyed_p` AS r
JOIN `__sdc_cell_risk_exact_p` AS c
  ON (
    COALESCE(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63
  ) = c.__sdc_code
ORDER BY
  r.__sdc_row NULLS LAST
