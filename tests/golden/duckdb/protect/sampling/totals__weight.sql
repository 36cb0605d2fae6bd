SELECT
    (SELECT count(*) FROM "__sdc_keyed_p") AS n_before,
    (SELECT sum(__sdc_w) FROM "__sdc_keyed_p") AS w_before,
    (SELECT count(*) FROM "__sdc_sampling_released_p") AS n_after,
    (SELECT sum(CAST("weight" AS DOUBLE)) FROM "__sdc_sampling_released_p") AS w_after
