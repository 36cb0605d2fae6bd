SELECT
  CAST(COALESCE(SUM(CASE WHEN `c0` = 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS `single0`
FROM (
  SELECT
    SUM(
      CASE
        WHEN NOT `income` IS NULL AND NOT ISNAN(CAST(`income` AS DOUBLE))
        THEN 1
        ELSE 0
      END
    ) AS `c0`
  FROM `__sdc_keyed_p`
) AS counts
