SELECT
  `region`,
  `urban`,
  `water` AS value,
  COUNT(*) AS n
FROM `__sdc_src_1`
WHERE
  NOT `water` IS NULL
GROUP BY
  `region`,
  `urban`,
  `water`
