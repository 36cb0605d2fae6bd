SELECT
  *
FROM `__sdc_src_p`
LIMIT :limit
OFFSET :offset
