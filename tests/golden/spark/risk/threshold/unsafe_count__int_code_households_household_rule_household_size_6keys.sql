SELECT
  COUNT(*) AS unsafe
FROM (
  SELECT
    r.*
    EXCEPT (`__sdc_row`, `__sdc_k0`, `__sdc_k1`, `__sdc_k2`, `__sdc_k3`, `__sdc_k4`, `__sdc_k5`, `__sdc_w`, `__sdc_hh`, `__sdc_hsize`, `__sdc_mask`),
    c.risk,
    h.household_risk,
    CASE
      WHEN (
        h.household_risk >= :household_threshold
      )
      THEN LEAST(CAST(:threshold AS DOUBLE), (
        :household_threshold / h.household_size
      ))
      ELSE CAST(:threshold AS DOUBLE)
    END AS threshold,
    CASE
      WHEN (
        c.risk >= :threshold
      )
      THEN 'individual'
      WHEN (
        h.household_risk >= :household_threshold
      )
      AND (
        c.risk >= (
          :household_threshold / h.household_size
        )
      )
      THEN 'household'
    END AS unsafe_reason
  FROM `__sdc_keyed_p` AS r
  JOIN `__sdc_cell_risk_exact_p` AS c
    ON (
      COALESCE(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + COALESCE(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + COALESCE(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + COALESCE(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152
    ) = c.__sdc_code
  JOIN `__sdc_households_exact_p` AS h
    ON r.__sdc_hh = h.__sdc_hh
) AS u
WHERE
  NOT unsafe_reason IS NULL
