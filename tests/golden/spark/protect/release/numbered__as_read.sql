SELECT
  *,
  MONOTONICALLY_INCREASING_ID() AS __sdc_m
FROM (
  SELECT
    *
  FROM `__sdc_src_p`
) AS t
