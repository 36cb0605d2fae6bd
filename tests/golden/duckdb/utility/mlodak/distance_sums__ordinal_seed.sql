WITH cats AS (
    SELECT DISTINCT p.__sdc_o1 AS v FROM "__sdc_paired_all_p" AS p WHERE p.__sdc_o1 IS NOT NULL
),
ro AS (
    SELECT CAST(v AS VARCHAR) AS v, row_number() OVER (ORDER BY v) AS rk FROM cats
),
rr AS (
    SELECT CAST(count(*) AS DOUBLE) AS r FROM ro
),
released AS (
    SELECT CAST(p.__sdc_m1 AS VARCHAR) AS v, min(ro.rk) AS rk
    FROM "__sdc_paired_all_p" AS p JOIN ro ON ro.v = CAST(p.__sdc_o1 AS VARCHAR)
    WHERE p.__sdc_m1 IS NOT NULL
    GROUP BY CAST(p.__sdc_m1 AS VARCHAR)
),
rm AS (
    SELECT released.v, coalesce(own.rk, released.rk) AS rk
    FROM released LEFT JOIN ro AS own ON own.v = released.v
)
SELECT sum(CASE WHEN p.__sdc_o1 IS NULL AND p.__sdc_m1 IS NULL THEN 0.0
                WHEN p.__sdc_o1 IS NULL THEN 1.0
                WHEN rr.r <= 1 THEN CASE WHEN p.__sdc_m1 IS NULL THEN 1.0 ELSE 0.0 END

                WHEN p.__sdc_m1 IS NULL THEN greatest(a.rk - 1, rr.r - a.rk) / (rr.r - 1)

                ELSE abs(b.rk - a.rk) / (rr.r - 1) END) AS s,
       CAST(count(*) AS BIGINT) AS n
FROM "__sdc_paired_all_p" AS p
    CROSS JOIN rr
    LEFT JOIN ro AS a ON a.v = CAST(p.__sdc_o1 AS VARCHAR)
    LEFT JOIN rm AS b ON b.v = CAST(p.__sdc_m1 AS VARCHAR)
