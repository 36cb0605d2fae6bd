SELECT
  CAST(COUNT(*) AS BIGINT) AS bad
FROM `__sdc_src_1`
WHERE
  `weight` IS NULL OR NOT (
    `weight` > 0
  )
