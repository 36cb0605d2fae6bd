SELECT
  COUNT(*) AS n,
  COUNT(`income`) AS `c0`,
  COUNT(`rent`) AS `c1`,
  SUM(
    CASE
      WHEN ISNAN(CAST(`income` AS DOUBLE))
      OR ABS(CAST(`income` AS DOUBLE)) = CAST('Infinity' AS DOUBLE)
      THEN 1
      ELSE 0
    END
  ) AS `f0`,
  SUM(
    CASE
      WHEN ISNAN(CAST(`rent` AS DOUBLE))
      OR ABS(CAST(`rent` AS DOUBLE)) = CAST('Infinity' AS DOUBLE)
      THEN 1
      ELSE 0
    END
  ) AS `f1`
FROM `__sdc_keyed_p`
