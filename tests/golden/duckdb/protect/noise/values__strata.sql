SELECT
    "region",
    list("income" ORDER BY "pid") FILTER (WHERE "income" IS NOT NULL AND NOT isnan(CAST("income" AS DOUBLE))) AS __sdc_l0,
    list("rent" ORDER BY "pid") FILTER (WHERE "rent" IS NOT NULL AND NOT isnan(CAST("rent" AS DOUBLE))) AS __sdc_l1
FROM "__sdc_keyed_p"
GROUP BY "region"
