WITH supp AS (

    SELECT 0 AS var, rel_hh, o_0 AS o
    FROM "__sdc_leak_pairs_p"
    WHERE o_0 IS NOT NULL AND (r_0 IS NULL OR m_0)
UNION ALL

    SELECT 1 AS var, rel_hh, o_1 AS o
    FROM "__sdc_leak_pairs_p"
    WHERE o_1 IS NOT NULL AND (r_1 IS NULL OR m_1)


), shown AS (

    SELECT CAST(NULL AS INTEGER) AS var, CAST(NULL AS VARCHAR) AS rel_hh,
           CAST(NULL AS VARCHAR) AS v
    FROM "__sdc_leak_pairs_p"
    WHERE FALSE

), members AS (
    SELECT rel_hh, count(*) AS n
    FROM "__sdc_leak_pairs_p"
    WHERE rel_hh IS NOT NULL
    GROUP BY rel_hh
), flagged AS (
    SELECT
        s.var,
        CASE WHEN sh.var IS NOT NULL THEN 1 ELSE 0 END AS by_member,
        CASE WHEN s.var IN (-1)
                  AND TRY_CAST(s.o AS DOUBLE) = m.n THEN 1 ELSE 0 END AS by_count
    FROM supp AS s
    LEFT JOIN shown AS sh ON sh.var = s.var AND sh.rel_hh = s.rel_hh AND sh.v = s.o
    LEFT JOIN members AS m ON m.rel_hh = s.rel_hh
), vars AS (

    SELECT 0 AS var UNION ALL

    SELECT 1 AS var

)
SELECT
    v.var,
    CAST(count(f.var) AS BIGINT) AS suppressed,
    CAST(coalesce(sum(CASE WHEN f.by_member + f.by_count > 0 THEN 1 ELSE 0 END), 0) AS BIGINT)
        AS recoverable,
    CAST(coalesce(sum(f.by_member), 0) AS BIGINT) AS by_member,
    CAST(coalesce(sum(f.by_count), 0) AS BIGINT) AS by_count
FROM vars AS v
LEFT JOIN flagged AS f ON f.var = v.var
GROUP BY v.var
ORDER BY v.var
