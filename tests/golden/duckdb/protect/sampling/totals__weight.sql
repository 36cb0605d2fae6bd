SELECT
    (SELECT count(*) FROM "__sdc_keyed_p") AS n_before,
    (SELECT sum(CAST(CAST(__sdc_w AS DOUBLE) * power(2.0, 52) AS HUGEINT))
     FROM "__sdc_keyed_p") AS w_before_fixed,
    (SELECT count(*) FROM "__sdc_sampling_released_p") AS n_after,
    (SELECT sum(CAST(CAST("weight" AS DOUBLE) * power(2.0, 52) AS HUGEINT))
     FROM "__sdc_sampling_released_p") AS w_after_fixed
