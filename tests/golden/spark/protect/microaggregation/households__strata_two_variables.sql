SELECT
  DENSE_RANK() OVER (ORDER BY `db030` NULLS LAST) AS __sdc_row,
  `db030` AS __sdc_key,
  `db040`,
  MIN(`hy040n`) AS `hy040n`,
  MIN(`htype`) AS `htype`,
  AVG(__sdc_w) AS __sdc_w,
  CASE
    WHEN COUNT(DISTINCT `hy040n`) > 1
    OR (
      COUNT(`hy040n`) > 0 AND COUNT(`hy040n`) < COUNT(*)
    )
    THEN 1
    ELSE 0
  END AS `__sdcm_mixed0`,
  CASE
    WHEN COUNT(DISTINCT `htype`) > 1
    OR (
      COUNT(`htype`) > 0 AND COUNT(`htype`) < COUNT(*)
    )
    THEN 1
    ELSE 0
  END AS `__sdcm_mixed1`,
  COUNT(*) AS __sdcm_members
FROM `__sdc_keyed_p`
GROUP BY
  `db030`,
  `db040`
