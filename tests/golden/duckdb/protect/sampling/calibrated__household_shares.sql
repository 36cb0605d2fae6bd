SELECT c.__sdc_order, c.__sdc_w * f.__sdc_g AS __sdc_w
FROM "__sdc_sampling_coded_p" AS c
JOIN "__sdc_sampling_unit_shares_p" AS u ON u.__sdc_unit = c.__sdc_unit
JOIN "__sdc_sampling_factors_p" AS f ON f."p0_0" = u."p0_0" AND f."p0_1" = u."p0_1"
