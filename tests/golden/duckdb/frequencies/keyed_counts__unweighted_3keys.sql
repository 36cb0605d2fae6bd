SELECT
__sdc_k0,
__sdc_k1,
__sdc_k2,


    count(*) AS __sdc_n,
    min(__sdc_row) AS __sdc_row,


    CAST(count(*) AS HUGEINT) * CAST(power(2.0, 52) AS HUGEINT) AS __sdc_wfix,
    0 AS w_null, 0 AS w_nan, 0 AS w_inf, 0 AS w_nonpos, 0 AS w_below1, 0 AS w_huge

FROM "__sdc_keyed_p"
GROUP BY __sdc_k0, __sdc_k1, __sdc_k2
