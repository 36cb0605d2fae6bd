SELECT
    covar_samp("income", "income") AS "c0_0",
    covar_samp("income", "rent") AS "c0_1",
    covar_samp("income", "age") AS "c0_2",
    covar_samp("rent", "rent") AS "c1_1",
    covar_samp("rent", "age") AS "c1_2",
    covar_samp("age", "age") AS "c2_2"
FROM "__sdc_keyed_p"

GROUP BY "region", "year"
