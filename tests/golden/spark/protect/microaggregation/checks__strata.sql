SELECT
  COUNT(*) AS n,
  COUNT(`income`) - COUNT(*) FILTER(WHERE
    ISNAN(CAST(`income` AS DOUBLE))) AS `c0`
FROM `__sdc_keyed_p`
GROUP BY
  `region`,
  `year`
