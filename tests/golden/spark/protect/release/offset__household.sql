SELECT
  MAX(TRY_CAST(`hh` AS DOUBLE)) AS top,
  COUNT(DISTINCT `hh`) AS n
FROM `__sdc_release_p`
