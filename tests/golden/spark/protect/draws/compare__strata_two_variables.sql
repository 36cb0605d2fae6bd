SELECT
  k.`region`,
  k.`income` AS __sdc_b0,
  t.`income` AS __sdc_a0,
  k.`rent` AS __sdc_b1,
  t.`rent` AS __sdc_a1
FROM `__sdc_keyed_p` AS k
JOIN `__sdc_noise_treated_p` AS t
  ON t.__sdc_id = CAST(k.`__sdc_row` AS BIGINT)
ORDER BY
  t.__sdc_id NULLS LAST
