SELECT
  MIN(n) AS smallest
FROM (
  SELECT
    COUNT(*) AS n
  FROM `__sdc_keyed_p`
  WHERE
    NOT `income` IS NULL
) AS sizes
