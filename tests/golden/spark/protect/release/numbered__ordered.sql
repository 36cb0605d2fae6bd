SELECT
  *,
  MONOTONICALLY_INCREASING_ID() AS __sdc_m
FROM (
  SELECT
    *
  FROM `__sdc_release_hu1`
  ORDER BY
    `u` NULLS LAST,
    `hh` NULLS LAST
) AS t
