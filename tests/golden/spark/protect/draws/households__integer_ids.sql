SELECT
  `hid` AS __sdc_key,
  CAST(`hid` AS BIGINT) AS __sdc_id,
  MIN(`income`) AS `income`,
  CASE
    WHEN COUNT(DISTINCT `income`) > 1
    OR (
      COUNT(`income`) > 0 AND COUNT(`income`) < COUNT(*)
    )
    THEN 1
    ELSE 0
  END AS __sdc_mixed,
  COUNT(*) AS __sdc_members
FROM `__sdc_keyed_p`
GROUP BY
  `hid`
