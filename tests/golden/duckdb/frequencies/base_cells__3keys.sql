SELECT
    row_number() OVER () AS __sdc_cell,
__sdc_k0, __sdc_k1, __sdc_k2, 


    (__sdc_k0 IS NULL)::INTEGER * 1 +

    (__sdc_k1 IS NULL)::INTEGER * 2 +

    (__sdc_k2 IS NULL)::INTEGER * 4

    AS __sdc_mask,
    __sdc_c,
    __sdc_wsum
FROM (
    SELECT
__sdc_k0, __sdc_k1, __sdc_k2, 
            count(*) AS __sdc_c,
        sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) AS __sdc_wsum
    FROM "__sdc_keyed_p"
    GROUP BY ALL
)
