SELECT
  `hid`,
  `sex`,
  `weight`,
  __sdc_rid AS `sdcsql_massc_id`
FROM `__sdc_massc_strata_p`
WHERE
  __sdc_h = :h
ORDER BY
  __sdc_row NULLS LAST
