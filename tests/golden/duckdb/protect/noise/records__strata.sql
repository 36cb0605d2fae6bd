SELECT CAST(k."pid" AS BIGINT) AS __sdc_id, k."income", k."rent", s.__sdc_sd0, s.__sdc_sd1
FROM "__sdc_keyed_p" AS k
JOIN "__sdc_noise_sd_p" AS s ON s."region" = k."region" AND s."sex" = k."sex"
