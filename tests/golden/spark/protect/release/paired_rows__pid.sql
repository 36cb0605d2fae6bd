SELECT
  p.`person_id`,
  p.`household_id`,
  p.`age`,
  p.`weight`,
  o.__sdc_row
FROM `__sdc_src_p` AS p
JOIN (
  SELECT
    CAST(`person_id` AS STRING) AS __sdc_id,
    __sdc_row
  FROM `__sdc_release_o1`
) AS o
  ON o.__sdc_id = CAST(p.`person_id` AS STRING)
