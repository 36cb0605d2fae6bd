WITH __sdc_members AS (
    SELECT
        __sdc_row,
        min(__sdc_row) OVER (PARTITION BY __sdc_hh) AS household,
        min(__sdc_row) OVER (PARTITION BY CAST(__sdc_k0 AS VARCHAR), CAST(__sdc_k1 AS VARCHAR), CAST(__sdc_k2 AS VARCHAR)) AS cell,
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
SELECT c.composition AS household, p.cell, min(p.n) AS n,
    max(p.household_size) AS household_size, count(*) AS households
FROM __sdc_pairs AS p
JOIN __sdc_compositions AS c ON p.household = c.household
GROUP BY c.composition, p.cell
ORDER BY household, cell
