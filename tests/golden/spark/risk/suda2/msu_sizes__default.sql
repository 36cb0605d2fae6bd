SELECT
  size,
  COUNT(*) AS n
FROM `__sdc_suda2_msu_p`
GROUP BY
  size
