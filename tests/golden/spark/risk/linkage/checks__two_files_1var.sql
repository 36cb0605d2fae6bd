SELECT
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_o`
  ) AS n_original,
  (
    SELECT
      CAST(COUNT(*) AS BIGINT)
    FROM `__sdc_src_m`
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
    FROM `__sdc_src_m`
    WHERE
      `income` IS NULL
      OR NOT ABS(CAST(`income` AS DOUBLE)) < CAST('Infinity' AS DOUBLE)
  ) AS bad_m0
