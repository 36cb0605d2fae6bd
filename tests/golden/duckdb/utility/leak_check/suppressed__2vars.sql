WITH before_after AS (
    SELECT 0 AS var, row_id, rel_hh, o_0 AS o, r_0 AS r
    FROM "__sdc_leak_pairs_p"
    WHERE o_0 IS NOT NULL
    UNION ALL
    SELECT 1 AS var, row_id, rel_hh, o_1 AS o, r_1 AS r
    FROM "__sdc_leak_pairs_p"
    WHERE o_1 IS NOT NULL
), forms AS (
    SELECT var, o, min(r) AS r
    FROM before_after
    WHERE r IS NOT NULL
    GROUP BY var, o
    HAVING count(DISTINCT r) = 1
)
SELECT b.var, b.row_id, b.rel_hh, coalesce(f.r, b.o) AS target
FROM before_after AS b
LEFT JOIN forms AS f ON f.var = b.var AND f.o = b.o
WHERE b.r IS NULL
