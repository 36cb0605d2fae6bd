SELECT
"__sdc_k0" AS __sdc_g0,
"__sdc_k1" AS __sdc_g1,
"__sdc_k2" AS __sdc_g2,

CAST("__sdc_k0" IS NULL AS INTEGER) * 1 + CAST("__sdc_k1" IS NULL AS INTEGER) * 2 + CAST("__sdc_k2" IS NULL AS INTEGER) * 4 + 0 AS __sdc_mask,
    "income" AS __sdc_s,
    count(*) AS n
FROM "__sdc_keyed_p"
WHERE "income" IS NOT NULL
GROUP BY "__sdc_k0", "__sdc_k1", "__sdc_k2", "income"
