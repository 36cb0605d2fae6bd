SELECT
  COUNT(*) FILTER(WHERE
    `person_id` IS NULL) AS nulls,
  COUNT(`person_id`) - COUNT(DISTINCT `person_id`) AS repeats
FROM `__sdc_src_p`
