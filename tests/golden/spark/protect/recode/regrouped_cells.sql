WITH __sdc_rg0 AS (
  SELECT
    *
  FROM `__sdc_cells_p`
), __sdc_rg1 AS (
  SELECT
    `__sdc_cell`,
    `__sdc_k0`,
    `__sdc_k1`,
    CASE
      WHEN `__sdc_k2` IS NULL
      THEN NULL
      WHEN `__sdc_k2` < :sdc_rc_p_rg1_0[0]
      THEN RAISE_ERROR(GETVARIABLE('sdc_rc_p_rg1_2'))
      WHEN `__sdc_k2` < :sdc_rc_p_rg1_0[1]
      THEN CAST(:sdc_rc_p_rg1_1[0] AS BIGINT)
      WHEN `__sdc_k2` < :sdc_rc_p_rg1_0[2]
      THEN CAST(:sdc_rc_p_rg1_1[1] AS BIGINT)
      WHEN `__sdc_k2` < :sdc_rc_p_rg1_0[3]
      THEN CAST(:sdc_rc_p_rg1_1[2] AS BIGINT)
      ELSE CAST(:sdc_rc_p_rg1_1[3] AS BIGINT)
    END AS `__sdc_k2`,
    `__sdc_mask`,
    `__sdc_c`,
    `__sdc_wsum`
  FROM __sdc_rg0
)
SELECT
  MIN(__sdc_cell) AS __sdc_cell,
  __sdc_k0,
  __sdc_k1,
  __sdc_k2,
  __sdc_mask,
  SUM(__sdc_c) AS __sdc_c,
  SUM(__sdc_wsum) AS __sdc_wsum
FROM __sdc_rg1
GROUP BY
  __sdc_k0,
  __sdc_k1,
  __sdc_k2,
  __sdc_mask
