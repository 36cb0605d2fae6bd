SELECT 0 AS position,
       coalesce(bool_and(n <= 1), FALSE) AS household_level
FROM (
    SELECT count(DISTINCT "eqSS") AS n
    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
UNION ALL
SELECT 1 AS position,
       coalesce(bool_and(n <= 1), FALSE) AS household_level
FROM (
    SELECT count(DISTINCT "agegroup") AS n
    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
