SELECT
  p.__sdc_row AS row_id,
  CAST(NULL AS BIGINT) AS new_hh,
  CAST(NULL AS DOUBLE) AS u
FROM `__sdc_release_p` AS p
