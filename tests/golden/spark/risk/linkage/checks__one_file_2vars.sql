SELECT
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
  ) AS n_original,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
  ) AS n_masked,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
    WHERE
      `income` IS NULL
      OR NOT ABS(CAST(`income` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
  ) AS bad_o0,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
    WHERE
      `expenses` IS NULL
      OR NOT ABS(CAST(`expenses` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
  ) AS bad_o1,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
    WHERE
      `income_m` IS NULL
      OR NOT ABS(CAST(`income_m` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
  ) AS bad_m0,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
    WHERE
      `expenses_m` IS NULL
      OR NOT ABS(CAST(`expenses_m` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
  ) AS bad_m1
