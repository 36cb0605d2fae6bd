WITH supp AS (
  SELECT
    0 AS var,
    rel_hh,
    o_0 AS o
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT o_0 IS NULL AND (
      r_0 IS NULL OR m_0
    )
  UNION ALL
  SELECT
    1 AS var,
    rel_hh,
    o_1 AS o
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT o_1 IS NULL AND (
      r_1 IS NULL OR m_1
    )
  UNION ALL
  SELECT
    2 AS var,
    rel_hh,
    o_2 AS o
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT o_2 IS NULL AND (
      r_2 IS NULL OR m_2
    )
), shown AS (
  SELECT DISTINCT
    0 AS var,
    rel_hh,
    r_0 AS v
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT rel_hh IS NULL AND NOT r_0 IS NULL AND NOT m_0
  UNION ALL
  SELECT DISTINCT
    1 AS var,
    rel_hh,
    r_1 AS v
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT rel_hh IS NULL AND NOT r_1 IS NULL AND NOT m_1
), members AS (
  SELECT
    rel_hh,
    COUNT(*) AS n
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT rel_hh IS NULL
  GROUP BY
    rel_hh
), flagged AS (
  SELECT
    s.var,
    CASE WHEN NOT sh.var IS NULL THEN 1 ELSE 0 END AS by_member,
    CASE WHEN s.var IN (1, -1) AND TRY_CAST(s.o AS DOUBLE) = m.n THEN 1 ELSE 0 END AS by_count
  FROM supp AS s
  LEFT JOIN shown AS sh
    ON sh.var = s.var AND sh.rel_hh = s.rel_hh AND sh.v = s.o
  LEFT JOIN members AS m
    ON m.rel_hh = s.rel_hh
), vars AS (
  SELECT
    0 AS var
  UNION ALL
  SELECT
    1 AS var
  UNION ALL
  SELECT
    2 AS var
)
SELECT
  v.var,
  CAST(COUNT(f.var) AS BIGINT) AS suppressed,
  CAST(COALESCE(SUM(CASE WHEN f.by_member + f.by_count > 0 THEN 1 ELSE 0 END), 0) AS BIGINT) AS recoverable,
  CAST(COALESCE(SUM(f.by_member), 0) AS BIGINT) AS by_member,
  CAST(COALESCE(SUM(f.by_count), 0) AS BIGINT) AS by_count
FROM vars AS v
LEFT JOIN flagged AS f
  ON f.var = v.var
GROUP BY
  v.var
ORDER BY
  v.var NULLS LAST
