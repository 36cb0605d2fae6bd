SELECT
  k.`hid`,
  k.`region`,
  k.`sex`,
  CAST(k.`weight` AS DOUBLE) * s.__sdc_n / s.__sdc_m AS `weight`,
  k.`__sdc_row` AS __sdc_order,
  CAST(s.__sdc_m AS DOUBLE) / s.__sdc_n AS __sdc_pi
FROM `__sdc_keyed_p` AS k
JOIN `__sdc_sampling_selected_p` AS s
  ON s.__sdc_key = k.`hid` AND s.`region` IS NOT DISTINCT FROM k.`region`
WHERE
  s.__sdc_selected
