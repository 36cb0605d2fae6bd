WITH counts AS (
    SELECT "income" AS v, sum(CAST("weight" * power(2.0, 52) AS HUGEINT)) AS c
    FROM "__sdc_recoded_p_1"
    WHERE "income" IS NOT NULL

      AND NOT list_contains($sdc_rc_p_0,
                            CAST("income" AS DOUBLE))

    GROUP BY 1
), cumulative AS (
    SELECT v, c, sum(c) OVER (ORDER BY v ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cum,
           sum(c) OVER () AS n
    FROM counts
), shares AS (
    SELECT v, CAST(cum - c AS DOUBLE) / CAST(n AS DOUBLE) AS share
    FROM cumulative
)
SELECT min(v) FILTER (WHERE share >= $q_1) AS v1, min(v) FILTER (WHERE share >= $q_2) AS v2, min(v) FILTER (WHERE share >= $q_3) AS v3
FROM shares
