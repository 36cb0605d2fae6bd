SELECT
    dense_rank() OVER (ORDER BY "db030") AS __sdc_row,
    "db030" AS __sdc_key,
    "db040",
    min("hy040n") AS "hy040n",
    min("htype") AS "htype",
    avg(__sdc_w) AS __sdc_w,
    CASE WHEN count(DISTINCT "hy040n") > 1
              OR (count("hy040n") > 0 AND count("hy040n") < count(*))
         THEN 1 ELSE 0 END AS "__sdcm_mixed0",
    CASE WHEN count(DISTINCT "htype") > 1
              OR (count("htype") > 0 AND count("htype") < count(*))
         THEN 1 ELSE 0 END AS "__sdcm_mixed1",
    count(*) AS __sdcm_members
FROM "__sdc_keyed_p"
GROUP BY "db030", "db040"
