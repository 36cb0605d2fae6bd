SELECT
  *,
  CAST((
    __sdc_k0 IS NULL
  ) AS INT) * 1 + CAST((
    __sdc_k1 IS NULL
  ) AS INT) * 2 + CAST((
    __sdc_k2 IS NULL
  ) AS INT) * 4 AS __sdc_mask
FROM (
  SELECT
    src.*,
    MONOTONICALLY_INCREASING_ID() AS __sdc_row,
    src.`region` AS __sdc_k0,
    src.`sex` AS __sdc_k1,
    src.`age` AS __sdc_k2,
    CAST(src.`weight` AS DOUBLE) AS __sdc_w
  FROM `__sdc_src_p` AS src
)
