SELECT CAST("pid" AS BIGINT) AS __sdc_id, "region", "income", "rent",
    "sdc_uniform"(CAST($key0 AS UBIGINT), CAST("pid" AS BIGINT)) AS __sdc_u0,
    "sdc_uniform"(CAST($key1 AS UBIGINT), CAST("pid" AS BIGINT)) AS __sdc_u1
FROM "__sdc_keyed_p"
