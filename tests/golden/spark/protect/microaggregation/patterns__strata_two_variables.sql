SELECT
  `p0`,
  `p1`,
  COUNT(*) AS n
FROM (
  SELECT
    `region`,
    (
      NOT `income` IS NULL AND NOT ISNAN(CAST(`income` AS DOUBLE))
    ) AS `p0`,
    (
      NOT `expenditure` IS NULL AND NOT ISNAN(CAST(`expenditure` AS DOUBLE))
    ) AS `p1`
  FROM `__sdc_keyed_p`
) AS r
GROUP BY
  `region`,
  `p0`,
  `p1`
HAVING
  COUNT(*) < :k AND (
    `p0` OR `p1`
  )
ORDER BY
  n NULLS LAST,
  `p0` NULLS LAST,
  `p1` NULLS LAST
