SELECT
    row_number() OVER () AS __sdc_cell,
    *,

    (__sdc_k0 IS NULL)::INTEGER * 1 +

    (__sdc_k1 IS NULL)::INTEGER * 2 +

    (__sdc_k2 IS NULL)::INTEGER * 4 +

    (__sdc_k3 IS NULL)::INTEGER * 8 +

    (__sdc_k4 IS NULL)::INTEGER * 16 +

    (__sdc_k5 IS NULL)::INTEGER * 32

    AS __sdc_mask
FROM (
    SELECT DISTINCT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5
    FROM "__sdc_protect_kept_3_p"
)
