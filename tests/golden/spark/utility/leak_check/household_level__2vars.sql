SELECT
  0 AS var,
  COALESCE(
    (
      SELECT
        BOOL_AND(n <= 1)
      FROM (
        SELECT
          COUNT(DISTINCT o_0) AS n
        FROM `__sdc_leak_pairs_p`
        WHERE
          NOT o_hh IS NULL
        GROUP BY
          o_hh
      ) AS h
    ),
    FALSE
  ) AS in_input,
  COALESCE(
    (
      SELECT
        BOOL_AND(n <= 1)
      FROM (
        SELECT
          COUNT(DISTINCT r_0) AS n
        FROM `__sdc_leak_pairs_p`
        WHERE
          NOT rel_hh IS NULL
        GROUP BY
          rel_hh
      ) AS h
    ),
    FALSE
  ) AS in_release
UNION ALL
SELECT
  1 AS var,
  COALESCE(
    (
      SELECT
        BOOL_AND(n <= 1)
      FROM (
        SELECT
          COUNT(DISTINCT o_1) AS n
        FROM `__sdc_leak_pairs_p`
        WHERE
          NOT o_hh IS NULL
        GROUP BY
          o_hh
      ) AS h
    ),
    FALSE
  ) AS in_input,
  COALESCE(
    (
      SELECT
        BOOL_AND(n <= 1)
      FROM (
        SELECT
          COUNT(DISTINCT r_1) AS n
        FROM `__sdc_leak_pairs_p`
        WHERE
          NOT rel_hh IS NULL
        GROUP BY
          rel_hh
      ) AS h
    ),
    FALSE
  ) AS in_release
