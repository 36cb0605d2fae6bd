SELECT
  CAST(COUNT(`income`) - COALESCE(SUM(CASE WHEN ISNAN(CAST(`income` AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS `n0`,
  CAST(COALESCE(SUM(CASE WHEN ISNAN(CAST(`income` AS DOUBLE)) THEN 1 ELSE 0 END), 0) AS BIGINT) AS `nan0`,
  CAST(COALESCE(
    SUM(
      CASE
        WHEN ABS(CAST(`income` AS DOUBLE)) = CAST('Infinity' AS DOUBLE)
        THEN 1
        ELSE 0
      END
    ),
    0
  ) AS BIGINT) AS `inf0`,
  CAST(COALESCE(
    SUM(
      CASE
        WHEN NOT ISNAN(CAST(`income` AS DOUBLE))
        AND ABS(CAST(`income` AS DOUBLE)) >= :limit
        AND ABS(CAST(`income` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
        THEN 1
        ELSE 0
      END
    ),
    0
  ) AS BIGINT) AS `big0`,
  CAST(COUNT(`rent`) AS BIGINT) AS `n1`,
  CAST(0 AS BIGINT) AS `nan1`,
  CAST(0 AS BIGINT) AS `inf1`,
  CAST(0 AS BIGINT) AS `big1`
FROM `__sdc_keyed_p`
