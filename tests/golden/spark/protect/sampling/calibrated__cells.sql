SELECT
  c.__sdc_order,
  c.__sdc_w * f.__sdc_g AS __sdc_w
FROM `__sdc_sampling_coded_p` AS c
JOIN `__sdc_sampling_factors_p` AS f
  ON f.`__sdc_c0` = c.`__sdc_c0` AND f.`__sdc_c1` = c.`__sdc_c1`
