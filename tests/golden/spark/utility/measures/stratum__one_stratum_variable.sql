SELECT
  *
FROM `__sdc_src_1`
WHERE
  `region` IS NOT DISTINCT FROM :s0
