SELECT
  __sdc_params
FROM `__sdc_linkage_records_1`
WHERE
  NOT __sdc_params IS NULL
ORDER BY
  __sdc_id NULLS LAST
