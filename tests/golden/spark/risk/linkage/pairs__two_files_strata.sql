SELECT
  CAST(MONOTONICALLY_INCREASING_ID() AS BIGINT) AS __sdc_id,
  o.`region` AS __sdc_s0,
  CAST(o.`income` AS DOUBLE) AS __sdc_o0,
  CAST(o.`expenses` AS DOUBLE) AS __sdc_o1,
  CAST(m.`income` AS DOUBLE) AS __sdc_m0,
  CAST(m.`expenses` AS DOUBLE) AS __sdc_m1
FROM `__sdc_src_o` AS o
POSITIONAL JOIN `__sdc_src_m` AS m
