SELECT
  key_index,
  COUNT(*) AS n
FROM `__sdc_suppressed_p`
WHERE
  key_index >= 3
GROUP BY
  key_index
