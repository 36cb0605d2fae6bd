SELECT
  MONOTONICALLY_INCREASING_ID() AS __sdc_cell,
  *,
  CAST((
    __sdc_k0 IS NULL
  ) AS INT) * 1 + CAST((
    __sdc_k1 IS NULL
  ) AS INT) * 2 + CAST((
    __sdc_k2 IS NULL
  ) AS INT) * 4 + CAST((
    __sdc_k3 IS NULL
  ) AS INT) * 8 + CAST((
    __sdc_k4 IS NULL
  ) AS INT) * 16 AS __sdc_mask
FROM (
  SELECT DISTINCT
    __sdc_k0,
    __sdc_k1,
    __sdc_k2,
    __sdc_k3,
    __sdc_k4
  FROM `__sdc_protect_kept_0_p`
)
