WITH __sdc_rg0 AS (SELECT * FROM "__sdc_cells_p")

, __sdc_rg1 AS (
    SELECT * REPLACE (


CASE WHEN "__sdc_k2" IS NULL THEN NULL
     WHEN "__sdc_k2" < getvariable('sdc_rc_p_rg1_0')[1] THEN error(getvariable('sdc_rc_p_rg1_2'))

     WHEN "__sdc_k2" < getvariable('sdc_rc_p_rg1_0')[2] THEN CAST(getvariable('sdc_rc_p_rg1_1')[1] AS BIGINT)

     WHEN "__sdc_k2" < getvariable('sdc_rc_p_rg1_0')[3] THEN CAST(getvariable('sdc_rc_p_rg1_1')[2] AS BIGINT)

     WHEN "__sdc_k2" < getvariable('sdc_rc_p_rg1_0')[4] THEN CAST(getvariable('sdc_rc_p_rg1_1')[3] AS BIGINT)

     ELSE CAST(getvariable('sdc_rc_p_rg1_1')[4] AS BIGINT) END AS "__sdc_k2")
    FROM __sdc_rg0
)

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

        sum(__sdc_c) AS __sdc_c,
        sum(__sdc_wsum) AS __sdc_wsum
    FROM __sdc_rg1
    GROUP BY ALL
)
