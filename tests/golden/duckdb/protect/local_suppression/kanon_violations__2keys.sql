SELECT
    "__sdcp_row",
    CAST(2 AS INTEGER) AS dimension,
(__sdc_k0 IS NOT NULL OR __sdc_k1 IS NOT NULL) AS open
FROM "__sdc_protect_unsafe_p"
