SELECT
  (
    SELECT
      COUNT(*) - COUNT(DISTINCT __sdc_unit)
    FROM `__sdc_sampling_units_p`
  ) AS split_units,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_keyed_p`
    WHERE
      `hid` IS NULL
  ) AS missing_units,
  0 AS mixed_fractions
