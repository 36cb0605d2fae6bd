SELECT
  0 AS position,
  COALESCE(BOOL_AND(n <= 1), FALSE) AS household_level
FROM (
  SELECT
    COUNT(DISTINCT `eqSS`) AS n
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
UNION ALL
SELECT
  1 AS position,
  COALESCE(BOOL_AND(n <= 1), FALSE) AS household_level
FROM (
  SELECT
    COUNT(DISTINCT `agegroup`) AS n
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
