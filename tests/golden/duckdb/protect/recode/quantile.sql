WITH counts AS (
    SELECT "income" AS v, count(*) AS c
    FROM "__sdc_recoded_p_1"
    WHERE "income" IS NOT NULL

    GROUP BY 1
), cumulative AS (
    SELECT v, c, sum(c) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
           sum(c) OVER () AS n
    FROM counts
), shares AS (
    SELECT v, CAST(cum AS DOUBLE) / CAST(n AS DOUBLE) AS share
    FROM cumulative
)
SELECT min(v) FILTER (WHERE share >= $q_1) AS v1
FROM shares
