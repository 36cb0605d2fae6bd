SELECT
  __sdc_m DIV 8589934592 AS part,
  COUNT(*) AS n
FROM `__sdc_release_h1_m`
GROUP BY
  1
