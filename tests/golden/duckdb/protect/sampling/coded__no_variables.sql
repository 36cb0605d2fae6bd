SELECT s.__sdc_order, CAST(s."sample_weight" AS DOUBLE) AS __sdc_w
FROM "__sdc_sampling_sample_p" AS s
