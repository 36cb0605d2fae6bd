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
    min(__sdc_cell) AS __sdc_cell,
__sdc_k0, __sdc_k1, __sdc_k2, 
    __sdc_mask,
    sum(__sdc_c) AS __sdc_c,
    sum(__sdc_wsum) AS __sdc_wsum
FROM __sdc_rg1
GROUP BY __sdc_k0, __sdc_k1, __sdc_k2, __sdc_mask
