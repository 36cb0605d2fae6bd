SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_keyed_p`
  ) AS n_before,
  (
    SELECT
      SUM(
        (
          CAST(CAST(FLOOR(ROUND(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) - CAST(FLOOR(ROUND(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52)) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
        )
      )
    FROM `__sdc_keyed_p`
  ) AS w_before_fixed,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_sampling_released_p`
  ) AS n_after,
  (
    SELECT
      SUM(
        (
          CAST(CAST(FLOOR(ROUND(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) - CAST(FLOOR(ROUND(CAST(`weight` AS DOUBLE) * POWER(2.0, 52)) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
        )
      )
    FROM `__sdc_sampling_released_p`
  ) AS w_after_fixed
