WITH base_max AS (SELECT coalesce(max(__sdc_cell), 0) AS m FROM "__sdc_base_p"),
new_patterns AS (
    SELECT DISTINCT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4
    FROM "__sdc_protect_candidates_p"
    EXCEPT
    SELECT __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4
    FROM "__sdc_base_p"
)
SELECT __sdc_cell, __sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_mask, __sdc_c, __sdc_wsum
FROM "__sdc_base_p"
UNION ALL
SELECT
    (SELECT m FROM base_max) + row_number() OVER () AS __sdc_cell,
__sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, 

    (__sdc_k0 IS NULL)::INTEGER * 1 +

    (__sdc_k1 IS NULL)::INTEGER * 2 +

    (__sdc_k2 IS NULL)::INTEGER * 4 +

    (__sdc_k3 IS NULL)::INTEGER * 8 +

    (__sdc_k4 IS NULL)::INTEGER * 16

    AS __sdc_mask,
    0::BIGINT AS __sdc_c,
    0::HUGEINT AS __sdc_wsum
FROM new_patterns
