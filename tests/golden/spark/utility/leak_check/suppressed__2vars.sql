WITH before_after AS (
  SELECT
    0 AS var,
    row_id,
    rel_hh,
    o_0 AS o,
    r_0 AS r
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT o_0 IS NULL
  UNION ALL
  SELECT
    1 AS var,
    row_id,
    rel_hh,
    o_1 AS o,
    r_1 AS r
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT o_1 IS NULL
), forms AS (
  SELECT
    var,
    o,
    MIN(r) AS r
  FROM before_after
  WHERE
    NOT r IS NULL
  GROUP BY
    var,
    o
  HAVING
    COUNT(DISTINCT r) = 1
)
SELECT
  b.var,
  b.row_id,
  b.rel_hh,
  COALESCE(f.r, b.o) AS target
FROM before_after AS b
LEFT JOIN forms AS f
  ON f.var = b.var AND f.o = b.o
WHERE
  b.r IS NULL
