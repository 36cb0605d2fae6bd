SELECT
  CAST(COALESCE(SUM(CASE WHEN `c0` = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS `single0`,
  CAST(COALESCE(SUM(CASE WHEN `c1` = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS `single1`
FROM (
  SELECT
    SUM(
      CASE
        WHEN NOT `income` IS NULL AND NOT ISNAN(CAST(`income` AS DOUBLE))
        THEN 1
        ELSE 0
      END
    ) AS `c0`,
    SUM(
      CASE WHEN NOT `rent` IS NULL AND NOT ISNAN(CAST(`rent` AS DOUBLE)) THEN 1 ELSE 0 END
    ) AS `c1`
  FROM `__sdc_keyed_p`
  GROUP BY
    `region`
) AS counts
