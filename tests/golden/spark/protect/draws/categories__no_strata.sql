SELECT
  `sex` AS category,
  COUNT(*) AS n
FROM `__sdc_keyed_p`
WHERE
  NOT `sex` IS NULL
GROUP BY
  `sex`
