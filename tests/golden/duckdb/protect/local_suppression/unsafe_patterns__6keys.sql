SELECT
    row_number() OVER () AS __sdcp_pattern,
    *
FROM (
    SELECT
__sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5, 
        min(threshold) AS threshold,
        count(*) AS records,
        min(fk) AS fk,
        max(risk) AS risk
    FROM "__sdc_protect_unsafe_p"
    GROUP BY ALL
)
