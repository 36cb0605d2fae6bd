SELECT
  *
FROM (
  SELECT
    r.`__sdc_row` AS `__sdcp_row`,
    r.__sdc_k0,
    r.__sdc_k1,
    r.__sdc_k2,
    r.__sdc_k3,
    r.__sdc_k4,
    r.__sdc_k5,
    c.fk,
    c.Fk_hat,
    CAST(NULL AS DOUBLE) AS risk,
    CAST(NULL AS BIGINT) AS household_size,
    CAST(NULL AS DOUBLE) AS household_risk,
    CAST(:threshold AS DOUBLE) AS threshold
  FROM `__sdc_keyed_p` AS r
  JOIN `__sdc_cell_risk_exact_p` AS c
    ON (
      COALESCE(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + COALESCE(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + COALESCE(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + COALESCE(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152
    ) = c.__sdc_code
)
WHERE
  fk < threshold
