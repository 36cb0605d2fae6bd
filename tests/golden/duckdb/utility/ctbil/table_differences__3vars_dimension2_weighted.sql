WITH

__sdc_ta AS (
    SELECT GROUPING(__sdc_k0, __sdc_k1, __sdc_k2) AS g, __sdc_k0, __sdc_k1, __sdc_k2, sum(__sdc_w) AS x
    FROM (
        SELECT CAST("region" AS VARCHAR) AS __sdc_k0, CAST("sex" AS VARCHAR) AS __sdc_k1, CAST("age" AS VARCHAR) AS __sdc_k2, CAST("weight" AS DOUBLE) AS __sdc_w
        FROM "__sdc_src_1"
    ) AS s
    GROUP BY GROUPING SETS ((__sdc_k0), (__sdc_k1), (__sdc_k2), (__sdc_k0, __sdc_k1), (__sdc_k0, __sdc_k2), (__sdc_k1, __sdc_k2))
),

__sdc_tb AS (
    SELECT GROUPING(__sdc_k0, __sdc_k1, __sdc_k2) AS g, __sdc_k0, __sdc_k1, __sdc_k2, sum(__sdc_w) AS x
    FROM (
        SELECT CAST("region" AS VARCHAR) AS __sdc_k0, CAST("sex" AS VARCHAR) AS __sdc_k1, CAST("age" AS VARCHAR) AS __sdc_k2, CAST("weight" AS DOUBLE) AS __sdc_w
        FROM "__sdc_src_2"
    ) AS s
    GROUP BY GROUPING SETS ((__sdc_k0), (__sdc_k1), (__sdc_k2), (__sdc_k0, __sdc_k1), (__sdc_k0, __sdc_k2), (__sdc_k1, __sdc_k2))
)

SELECT coalesce(sum(abs(coalesce(a.x, 0) - coalesce(b.x, 0))), 0) AS ctbil,
       (SELECT sum(CAST("weight" AS DOUBLE)) FROM "__sdc_src_1") AS total
FROM __sdc_ta AS a FULL OUTER JOIN __sdc_tb AS b
    ON a.g = b.g AND a.__sdc_k0 IS NOT DISTINCT FROM b.__sdc_k0 AND a.__sdc_k1 IS NOT DISTINCT FROM b.__sdc_k1 AND a.__sdc_k2 IS NOT DISTINCT FROM b.__sdc_k2
