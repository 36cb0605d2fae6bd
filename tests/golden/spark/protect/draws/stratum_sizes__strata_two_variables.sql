SELECT
  MIN(n) AS smallest
FROM (
  SELECT
    COUNT(*) AS n
  FROM `__sdc_keyed_p`
  WHERE
    NOT `income` IS NULL AND NOT `rent` IS NULL
  GROUP BY
    `region`
) AS sizes
