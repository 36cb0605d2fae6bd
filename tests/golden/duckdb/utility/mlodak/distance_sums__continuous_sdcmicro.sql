WITH st AS (
    SELECT median(CAST(p.__sdc_o1 AS DOUBLE)) AS med,
           max(CAST(p.__sdc_o1 AS DOUBLE)) AS hi,
           min(CAST(p.__sdc_o1 AS DOUBLE)) AS lo,
           greatest(abs(min(CAST(p.__sdc_m1 AS DOUBLE)) - max(CAST(p.__sdc_o1 AS DOUBLE))),
                    abs(max(CAST(p.__sdc_m1 AS DOUBLE)) - min(CAST(p.__sdc_o1 AS DOUBLE)))) AS big
    FROM "__sdc_paired_all_p" AS p
)
SELECT sum(CASE WHEN p.__sdc_o1 IS NULL AND p.__sdc_m1 IS NULL THEN 0.0

                WHEN p.__sdc_o1 IS NULL OR p.__sdc_m1 IS NULL THEN 2 / pi() * atan(st.big)

                ELSE 2 / pi() * atan(abs(CAST(p.__sdc_m1 AS DOUBLE) - p.__sdc_o1)) END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM "__sdc_paired_all_p" AS p CROSS JOIN st
