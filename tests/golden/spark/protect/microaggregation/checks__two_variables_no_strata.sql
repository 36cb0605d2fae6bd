SELECT
  COUNT(*) AS n,
  COUNT(`income`) - COUNT(*) FILTER(WHERE
    ISNAN(CAST(`income` AS DOUBLE))) AS `c0`,
  COUNT(`rent`) - COUNT(*) FILTER(WHERE
    ISNAN(CAST(`rent` AS DOUBLE))) AS `c1`
FROM `__sdc_keyed_p`
