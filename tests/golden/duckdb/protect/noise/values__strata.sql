SELECT
    "region",
    "income",
    "rent"
FROM "__sdc_keyed_p"
ORDER BY "region" NULLS LAST, "pid"
