SELECT
  CAST(COUNT(*) AS BIGINT) AS records,
  CAST(NULL AS BIGINT) AS households
FROM `__sdc_src_p`
