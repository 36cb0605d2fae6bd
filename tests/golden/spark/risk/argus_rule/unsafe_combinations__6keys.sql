SELECT
  dimension,
  CASE set_id
    WHEN 0
    THEN :v0
    WHEN 1
    THEN :v1
    WHEN 2
    THEN :v2
    WHEN 3
    THEN :v3
    WHEN 4
    THEN :v4
    WHEN 5
    THEN :v5
    WHEN 6
    THEN :v6
    WHEN 7
    THEN :v7
    WHEN 8
    THEN :v8
    WHEN 9
    THEN :v9
    WHEN 10
    THEN :v10
    WHEN 11
    THEN :v11
    WHEN 12
    THEN :v12
    WHEN 13
    THEN :v13
    WHEN 14
    THEN :v14
    WHEN 15
    THEN :v15
    WHEN 16
    THEN :v16
    WHEN 17
    THEN :v17
    WHEN 18
    THEN :v18
    WHEN 19
    THEN :v19
    WHEN 20
    THEN :v20
  END AS variables,
  FILTER(
    ARRAY(
      CAST(__sdc_k0 AS STRING),
      CAST(__sdc_k1 AS STRING),
      CAST(__sdc_k2 AS STRING),
      CAST(__sdc_k3 AS STRING),
      CAST(__sdc_k4 AS STRING),
      CAST(__sdc_k5 AS STRING)
    ),
    v -> NOT v IS NULL
  ) AS `values`,
  fk,
  Fk_hat
FROM `__sdc_argus_1_p`
WHERE
  unsafe
ORDER BY
  dimension NULLS LAST,
  set_id NULLS LAST,
  __sdc_k0,
  __sdc_k1,
  __sdc_k2,
  __sdc_k3,
  __sdc_k4,
  __sdc_k5
