SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_keyed_p`
  ) AS n_before,
  (
    SELECT
      SUM(CAST(CAST(__sdc_w AS DOUBLE) * POWER(2.0, 52) AS DECIMAL(38, 0)))
    FROM `__sdc_keyed_p`
  ) AS w_before_fixed,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_sampling_released_p`
  ) AS n_after,
  (
    SELECT
      SUM(CAST(CAST(`weight` AS DOUBLE) * POWER(2.0, 52) AS DECIMAL(38, 0)))
    FROM `__sdc_sampling_released_p`
  ) AS w_after_fixed
