SELECT
    "hid" AS __sdc_key,
    CAST("hid" AS BIGINT) AS __sdc_id,
    min("income") AS "income",
    CASE WHEN count(DISTINCT "income") > 1
              OR (count("income") > 0 AND count("income") < count(*))
         THEN 1 ELSE 0 END AS __sdc_mixed,
    count(*) AS __sdc_members
FROM "__sdc_keyed_p"
GROUP BY "hid"
