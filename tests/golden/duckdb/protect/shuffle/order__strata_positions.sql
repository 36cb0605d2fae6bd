SELECT u.__sdc_id
FROM "__sdc_shuffle_records_p" AS k
JOIN "__sdc_shuffle_draws_p" AS u ON u.__sdc_id = k.__sdc_id
WHERE k."income" IS NOT NULL
ORDER BY k."region", u.__sdc_id
