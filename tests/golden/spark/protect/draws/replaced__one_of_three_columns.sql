SELECT
  k.`region`,
  t.`income`,
  k.`rent`
FROM `__sdc_keyed_p` AS k
LEFT JOIN `__sdc_noise_treated_p` AS t
  ON t.__sdc_id = CAST(k.`__sdc_row` AS BIGINT)
ORDER BY
  k.__sdc_row NULLS LAST
