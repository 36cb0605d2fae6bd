SELECT
    "hid" AS __sdc_key,
    CAST(dense_rank() OVER (ORDER BY "hid") AS BIGINT) AS __sdc_unit,
    "region",
    CAST($fraction AS DOUBLE) AS __sdc_f,
    count(*) AS __sdc_members
FROM "__sdc_keyed_p"
GROUP BY "hid", "region"
