SELECT
  COUNT(*) AS n,
  COUNT(`income`) AS `c0`,
  SUM(
    CASE
      WHEN ISNAN(CAST(`income` AS DOUBLE))
      OR ABS(CAST(`income` AS DOUBLE)) = CAST('Infinity' AS DOUBLE)
      THEN 1
      ELSE 0
    END
  ) AS `f0`
FROM `__sdc_keyed_p`
GROUP BY
  `region`,
  `year`
