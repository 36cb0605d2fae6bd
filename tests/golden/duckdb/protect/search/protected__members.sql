WITH __sdc_members AS (
    SELECT
        __sdc_row,
        min(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
        min(__sdc_row) OVER (PARTITION BY CAST(__sdc_k0 AS VARCHAR), CAST(__sdc_k1 AS VARCHAR), CAST("education" AS VARCHAR)) AS cell,
        count(*) OVER (PARTITION BY __sdc_hh) AS household_size
    FROM "__sdc_keyed_p"
),
__sdc_pairs AS (
    SELECT household, cell, count(*) AS n, max(household_size) AS household_size
    FROM __sdc_members
    GROUP BY household, cell
),
__sdc_compositions AS (
    SELECT household,
        min(household) OVER (PARTITION BY household_size, composition) AS composition
    FROM (
        SELECT household, max(household_size) AS household_size,
            array_to_string(list_sort(list(
                lpad(CAST(cell AS VARCHAR), 20, '0') || ':' || CAST(n AS VARCHAR))), ',')
                AS composition
        FROM __sdc_pairs
        GROUP BY household
    ) AS households
)
SELECT
    r."household_id",
    CASE WHEN s.__sdc_suppressed OR h.__sdc_suppressed THEN NULL ELSE m0.g END AS "sex",
    CASE WHEN s.__sdc_suppressed OR h.__sdc_suppressed THEN NULL ELSE m1.g END AS "age",
    r."weight"
FROM "__sdc_keyed_p" AS r
LEFT JOIN "__sdc_search_map0_p" AS m0
    ON CAST(r.__sdc_k0 AS VARCHAR) = m0.v
LEFT JOIN "__sdc_search_map1_p" AS m1
    ON CAST(r.__sdc_k1 AS VARCHAR) = m1.v
LEFT JOIN (SELECT *, TRUE AS __sdc_suppressed FROM "__sdc_search_suppressed_p") AS s
    ON CAST(r.__sdc_k0 AS VARCHAR) = s.k0 AND CAST(r.__sdc_k1 AS VARCHAR) = s.k1
LEFT JOIN (
    SELECT m.__sdc_row, TRUE AS __sdc_suppressed
    FROM __sdc_members AS m
    JOIN __sdc_compositions AS c ON m.household = c.household
    JOIN "__sdc_search_members_p" AS f ON f.household = c.composition AND f.cell = m.cell
) AS h ON h.__sdc_row = r.__sdc_row
ORDER BY r.__sdc_row
