SELECT
  COUNT(*) AS n
FROM `__sdc_protect_unsafe_p`
