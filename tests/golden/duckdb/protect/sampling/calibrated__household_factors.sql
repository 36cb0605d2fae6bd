SELECT c.__sdc_order, c.__sdc_w * "sdc_exp"(CASE WHEN (u."p0_0" * $l0 + u."p0_1" * $l1) <= 600.0 THEN (u."p0_0" * $l0 + u."p0_1" * $l1) END) AS __sdc_w
FROM "__sdc_sampling_coded_p" AS c
JOIN "__sdc_sampling_unit_shares_p" AS u ON u.__sdc_unit = c.__sdc_unit
