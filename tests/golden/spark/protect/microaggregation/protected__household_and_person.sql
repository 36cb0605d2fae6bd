SELECT
  o.`rb030` AS `rb030`,
  o.`db030` AS `db030`,
  mh.`__sdcm_v0` AS `hy040n`,
  `__sdcm_hc1`.value AS `htype`,
  m.`__sdcm_v0` AS `py010n`
FROM `__sdc_keyed_p` AS o
LEFT JOIN `__sdc_groups_p` AS m
  ON m.__sdcm_id = o.__sdc_row
LEFT JOIN `__sdc_microaggregation_households_p` AS h
  ON h.__sdc_key = o.`db030`
LEFT JOIN `__sdc_groups_h_p` AS mh
  ON mh.__sdcm_id = h.__sdc_row
LEFT JOIN `__sdc_categories_h_p` AS `__sdcm_hc1`
  ON `__sdcm_hc1`.code = mh.`__sdcm_v1`
ORDER BY
  o.__sdc_row NULLS LAST
