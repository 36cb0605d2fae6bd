SELECT
  CAST(GROUPING_ID(__sdc_s0, __sdc_s1) > 0 AS INT) AS whole,
  __sdc_s0,
  __sdc_s1,
  CAST(COUNT(*) AS BIGINT) AS n,
  SUM(CAST(`sd_in_0` AS DOUBLE)) AS `sum_sd_in_0`,
  CAST(COUNT(`sd_in_0`) AS BIGINT) AS `n_sd_in_0`,
  SUM(CAST(`rank_in_0` AS DOUBLE)) AS `sum_rank_in_0`,
  CAST(COUNT(`rank_in_0`) AS BIGINT) AS `n_rank_in_0`,
  SUM(CAST(`sd_in_all` AS DOUBLE)) AS `sum_sd_in_all`,
  CAST(COUNT(`sd_in_all`) AS BIGINT) AS `n_sd_in_all`,
  SUM(CAST(`rank_in_all` AS DOUBLE)) AS `sum_rank_in_all`,
  CAST(COUNT(`rank_in_all`) AS BIGINT) AS `n_rank_in_all`,
  SUM(CAST(`drisk` AS DOUBLE)) AS `sum_drisk`,
  CAST(COUNT(`drisk`) AS BIGINT) AS `n_drisk`
FROM `__sdc_linkage_records_1`
GROUP BY
  GROUPING SETS (
    (),
    (__sdc_s0, __sdc_s1)
  )
ORDER BY
  whole DESC,
  __sdc_s0 NULLS LAST,
  __sdc_s1 NULLS LAST
