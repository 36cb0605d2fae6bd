SELECT
    list("income" ORDER BY "__sdc_row") FILTER (WHERE "income" IS NOT NULL AND NOT isnan(CAST("income" AS DOUBLE))) AS __sdc_l0
FROM "__sdc_keyed_p"
