SELECT
    *,
    row_number() OVER (ORDER BY __sdc_g0 NULLS FIRST, __sdc_g1 NULLS FIRST, __sdc_g2 NULLS FIRST) AS __sdc_lcell
FROM (
    SELECT
"__sdc_k0" AS __sdc_g0,
"__sdc_k1" AS __sdc_g1,
"__sdc_k2" AS __sdc_g2,

        CAST(count(*) AS DOUBLE) AS fk,
        CAST(sum(__sdc_w) AS DOUBLE) AS wsum,
        CAST(sum(1.0 / __sdc_w) AS DOUBLE) AS incl
    FROM "__sdc_keyed_p"
    GROUP BY ALL
) AS g
