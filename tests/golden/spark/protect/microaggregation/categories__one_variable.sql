SELECT
  value,
  CAST(ROW_NUMBER() OVER (ORDER BY value NULLS LAST) - 1 AS DOUBLE) AS code
FROM (
  SELECT DISTINCT
    `education` AS value
  FROM `__sdc_keyed_p`
  WHERE
    NOT `education` IS NULL
) AS d
