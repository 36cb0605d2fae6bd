SELECT
  var,
  COUNT(*) AS n
FROM `__sdc_leak_suppressed_p`
GROUP BY
  var
