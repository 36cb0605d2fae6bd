WITH grouped AS (
  SELECT
    `age` AS value,
    CAST(COUNT(*) AS BIGINT) AS records,
    SUM(`weight`) AS weight
  FROM `__sdc_recoded_p`
  GROUP BY
    `age`
)
SELECT
  value,
  records,
  weight,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM grouped
  ) AS categories
FROM grouped
ORDER BY
  value NULLS LAST
LIMIT :limit
