SELECT
    covar_samp("income", "income") AS "c0_0",
    covar_samp("income", "age") AS "c0_1",
    covar_samp("age", "age") AS "c1_1"
FROM "__sdc_keyed_p"
