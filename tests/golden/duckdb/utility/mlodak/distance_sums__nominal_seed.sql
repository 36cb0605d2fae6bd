SELECT sum(CASE WHEN CAST(p.__sdc_o1 AS VARCHAR) IS NOT DISTINCT FROM CAST(p.__sdc_m1 AS VARCHAR)
                THEN 0.0 ELSE 1.0 END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM "__sdc_paired_all_p" AS p
