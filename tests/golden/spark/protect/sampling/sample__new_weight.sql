SELECT
  k.`region`,
  k.`sex`,
  CAST(s.__sdc_n AS DOUBLE) / s.__sdc_m AS `sample_weight`,
  k.`__sdc_row` AS __sdc_order,
  CAST(s.__sdc_m AS DOUBLE) / s.__sdc_n AS __sdc_pi
FROM `__sdc_keyed_p` AS k
JOIN `__sdc_sampling_selected_p` AS s
  ON s.__sdc_key = k.`__sdc_row`
WHERE
  s.__sdc_selected
