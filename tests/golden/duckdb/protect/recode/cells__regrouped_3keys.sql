SELECT
__sdc_k0 AS "region", __sdc_k1 AS "sex", __sdc_k2 AS "age", 
    __sdc_c AS records,
    fk,
    Fk_hat
FROM "__sdc_rg1_cells_p"
ORDER BY __sdc_k0 NULLS LAST, __sdc_k1 NULLS LAST, __sdc_k2 NULLS LAST
