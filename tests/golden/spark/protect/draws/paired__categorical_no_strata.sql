SELECT
  k.`sex` AS __sdc_b0,
  t.`sex` AS __sdc_a0
FROM `__sdc_keyed_p` AS k
JOIN `__sdc_pram_treated_p` AS t
  ON t.__sdc_id = CAST(k.`pid` AS BIGINT)
