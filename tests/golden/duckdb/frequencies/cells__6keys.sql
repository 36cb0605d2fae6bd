SELECT
    __sdc_k0 AS "region",
    __sdc_k1 AS "sex",
    __sdc_k2 AS "age",
    __sdc_k3 AS "marital_status",
    __sdc_k4 AS "citizenship",
    __sdc_k5 AS "education",
    __sdc_c AS records, fk, Fk_hat
FROM "__sdc_cells_p"
ORDER BY __sdc_k0 NULLS LAST, __sdc_k1 NULLS LAST, __sdc_k2 NULLS LAST, __sdc_k3 NULLS LAST, __sdc_k4 NULLS LAST, __sdc_k5 NULLS LAST
