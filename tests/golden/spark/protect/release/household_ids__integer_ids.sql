SELECT DISTINCT
  CAST(`hh` AS STRING) AS hh,
  TRY_CAST(`hh` AS BIGINT) AS id
FROM `__sdc_release_p`
