SELECT
    "hid" AS __sdc_key,
    dense_rank() OVER (ORDER BY "hid") AS __sdc_id,
    "region",
    min("income") AS "income",
    min("tenure") AS "tenure",
    CASE WHEN count(DISTINCT "income") > 1
              OR (count("income") > 0 AND count("income") < count(*))
              OR count(DISTINCT "tenure") > 1
              OR (count("tenure") > 0 AND count("tenure") < count(*))
         THEN 1 ELSE 0 END AS __sdc_mixed,
    count(*) AS __sdc_members
FROM "__sdc_keyed_p"
GROUP BY "hid", "region"
