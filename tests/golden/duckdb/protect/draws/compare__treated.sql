SELECT
    CAST("__sdc_id" AS BIGINT) AS __sdc_id,
    "income" AS __sdc_a0,
    "rent" AS __sdc_a1
FROM "__sdc_noise_treated_p"
