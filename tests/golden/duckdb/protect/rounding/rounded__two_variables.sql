SELECT CAST("pid" AS BIGINT) AS __sdc_id,
    CASE WHEN isnan(CAST("income" AS DOUBLE)) THEN NULL
         ELSE CAST($base AS DOUBLE) * floor(CAST("income" AS DOUBLE) / CAST($base AS DOUBLE) + 0.5)
    END AS "income",
    CASE WHEN isnan(CAST("rent" AS DOUBLE)) THEN NULL
         ELSE CAST($base AS DOUBLE) * floor(CAST("rent" AS DOUBLE) / CAST($base AS DOUBLE) + 0.5)
    END AS "rent"
FROM "__sdc_keyed_p"
