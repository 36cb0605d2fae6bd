SELECT
  __sdc_row AS __sdcm_id,
  CAST(DENSE_RANK() OVER (ORDER BY `education` NULLS LAST) - 1 AS DOUBLE) AS `__sdcm_v0`,
  CAST(`sector` AS DOUBLE) AS `__sdcm_v1`
FROM `__sdc_keyed_p`
