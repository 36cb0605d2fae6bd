SELECT
    k."region" AS "__sdc_s0",
    CASE WHEN NOT isnan(CAST(k."income" AS DOUBLE)) THEN CAST(k."income" AS DOUBLE) END AS __sdc_b0,
    CASE WHEN NOT isnan(CAST(t."income" AS DOUBLE)) THEN CAST(t."income" AS DOUBLE) END AS __sdc_a0,
    CASE WHEN NOT isnan(CAST(k."rent" AS DOUBLE)) THEN CAST(k."rent" AS DOUBLE) END AS __sdc_b1,
    CASE WHEN NOT isnan(CAST(t."rent" AS DOUBLE)) THEN CAST(t."rent" AS DOUBLE) END AS __sdc_a1
FROM "__sdc_keyed_p" AS k
JOIN "__sdc_noise_treated_p" AS t ON t.__sdc_id = CAST(k."__sdc_row" AS BIGINT)
