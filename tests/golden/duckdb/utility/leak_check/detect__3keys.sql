SELECT
    0 AS key_index,
    coalesce(bool_and(present = 0 OR lo = hi), TRUE) AS household_level,
    coalesce(bool_and(present = 0 OR (lo = hi AND TRY_CAST(lo AS DOUBLE) = members)), FALSE)
        AND coalesce(sum(present), 0) > 0 AS size_variable
FROM (
    SELECT
        min(__sdc_k0) AS lo,
        max(__sdc_k0) AS hi,
        count(__sdc_k0) AS present,
        count(*) AS members
    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
UNION ALL

SELECT
    1 AS key_index,
    coalesce(bool_and(present = 0 OR lo = hi), TRUE) AS household_level,
    coalesce(bool_and(present = 0 OR (lo = hi AND TRY_CAST(lo AS DOUBLE) = members)), FALSE)
        AND coalesce(sum(present), 0) > 0 AS size_variable
FROM (
    SELECT
        min(__sdc_k1) AS lo,
        max(__sdc_k1) AS hi,
        count(__sdc_k1) AS present,
        count(*) AS members
    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
UNION ALL

SELECT
    2 AS key_index,
    coalesce(bool_and(present = 0 OR lo = hi), TRUE) AS household_level,
    coalesce(bool_and(present = 0 OR (lo = hi AND TRY_CAST(lo AS DOUBLE) = members)), FALSE)
        AND coalesce(sum(present), 0) > 0 AS size_variable
FROM (
    SELECT
        min(__sdc_k2) AS lo,
        max(__sdc_k2) AS hi,
        count(__sdc_k2) AS present,
        count(*) AS members
    FROM "__sdc_keyed_p"
    WHERE __sdc_hh IS NOT NULL
    GROUP BY __sdc_hh
) AS households
