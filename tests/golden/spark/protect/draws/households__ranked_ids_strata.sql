SELECT
  `hid` AS __sdc_key,
  DENSE_RANK() OVER (ORDER BY `hid` NULLS LAST) AS __sdc_id,
  `region`,
  MIN(`income`) AS `income`,
  MIN(`tenure`) AS `tenure`,
  CASE
    WHEN COUNT(DISTINCT `income`) > 1
    OR (
      COUNT(`income`) > 0 AND COUNT(`income`) < COUNT(*)
    )
    OR COUNT(DISTINCT `tenure`) > 1
    OR (
      COUNT(`tenure`) > 0 AND COUNT(`tenure`) < COUNT(*)
    )
    THEN 1
    ELSE 0
  END AS __sdc_mixed,
  COUNT(*) AS __sdc_members
FROM `__sdc_keyed_p`
GROUP BY
  `hid`,
  `region`
