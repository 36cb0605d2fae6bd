SELECT
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
  ) AS INT) * 16 + CAST((
    __sdc_k5 IS NULL
  ) AS INT) * 32 AS __sdc_mask
FROM (
  SELECT
    src.*,
    MONOTONICALLY_INCREASING_ID() AS __sdc_row,
    src.`region` AS __sdc_k0,
    src.`sex` AS __sdc_k1,
    src.`age` AS __sdc_k2,
    src.`marital_status` AS __sdc_k3,
    src.`citizenship` AS __sdc_k4,
    src.`education` AS __sdc_k5,
    CAST(src.`weight` AS DOUBLE) AS __sdc_w,
    src.`household_id` AS __sdc_hh,
    CAST(src.`household_size` AS BIGINT) AS __sdc_hsize
  FROM `__sdc_src_p` AS src
)
