SELECT
    CAST(k."__sdc_row" AS BIGINT) AS __sdc_id,
t."income",
r."rent"
FROM "__sdc_keyed_p" AS k
JOIN "__sdc_noise_households_p" AS h ON h.__sdc_key = k."hid"
JOIN "__sdc_noise_treated_households_p" AS t ON t.__sdc_id = h.__sdc_id
JOIN "__sdc_noise_treated_p" AS r ON r.__sdc_id = CAST(k."__sdc_row" AS BIGINT)
