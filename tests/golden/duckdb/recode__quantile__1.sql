WITH counts AS (
    SELECT "income" AS v, count(*) AS c
    FROM "__sdc_recoded_p_1"
    WHERE "income" IS NOT NULL

    GROUP BY 1
), cumulative AS (
    SELECT v, sum(c) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
           sum(c) OVER () AS n
    FROM counts
)
SELECT min(v) AS v FROM cumulative WHERE cum >= $q * n
