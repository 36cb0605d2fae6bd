SELECT
  (
    SELECT
      COUNT(*) - COUNT(DISTINCT __sdc_unit)
    FROM `__sdc_massc_units_p`
  ) AS split_units,
  (
    SELECT
      COUNT(*)
    FROM `__sdc_massc_substituted_p`
    WHERE
      `hid` IS NULL
  ) AS missing_units,
  (
    SELECT
      COUNT(*)
    FROM (
      SELECT
        `hid`
      FROM `__sdc_massc_substituted_p`
      GROUP BY
        `hid`
      HAVING
        COUNT(DISTINCT `__sdc_f`) > 1
    ) AS m
  ) AS mixed_fractions
