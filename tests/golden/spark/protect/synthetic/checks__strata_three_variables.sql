SELECT
  COUNT(*) AS n,
  COUNT(
    CASE
      WHEN NOT `income` IS NULL AND NOT `rent` IS NULL AND NOT `age` IS NULL
      THEN 1
    END
  ) AS complete
FROM `__sdc_keyed_p`
GROUP BY
  `region`
