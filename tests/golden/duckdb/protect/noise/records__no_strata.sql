SELECT CAST(k."__sdc_row" AS BIGINT) AS __sdc_id, k."income", s.__sdc_sd0
FROM "__sdc_keyed_p" AS k
CROSS JOIN "__sdc_noise_sd_p" AS s
