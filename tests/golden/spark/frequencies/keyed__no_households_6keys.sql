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
    CASE
      WHEN ARRAY_CONTAINS(:sdc_na_p_2, CAST(src.`age` AS DOUBLE))
      THEN NULL
      ELSE src.`age`
    END AS __sdc_k2,
    src.`marital_status` AS __sdc_k3,
    src.`citizenship` AS __sdc_k4,
    CASE
      WHEN ARRAY_CONTAINS(:sdc_na_p_5, CAST(src.`education` AS STRING))
      THEN NULL
      ELSE src.`education`
    END AS __sdc_k5,
    CAST(src.`weight` AS DOUBLE) AS __sdc_w
  FROM `__sdc_src_p` AS src
)
