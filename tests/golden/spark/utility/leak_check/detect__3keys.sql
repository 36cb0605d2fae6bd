SELECT
  0 AS key_index,
  COALESCE(BOOL_AND(present = 0 OR lo = hi), TRUE) AS household_level,
  COALESCE(BOOL_AND(present = 0 OR (
    lo = hi AND TRY_CAST(lo AS DOUBLE) = members
  )), FALSE)
  AND COALESCE(SUM(present), 0) > 0 AS size_variable
FROM (
  SELECT
    MIN(__sdc_k0) AS lo,
    MAX(__sdc_k0) AS hi,
    COUNT(__sdc_k0) AS present,
    COUNT(*) AS members
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
UNION ALL
SELECT
  1 AS key_index,
  COALESCE(BOOL_AND(present = 0 OR lo = hi), TRUE) AS household_level,
  COALESCE(BOOL_AND(present = 0 OR (
    lo = hi AND TRY_CAST(lo AS DOUBLE) = members
  )), FALSE)
  AND COALESCE(SUM(present), 0) > 0 AS size_variable
FROM (
  SELECT
    MIN(__sdc_k1) AS lo,
    MAX(__sdc_k1) AS hi,
    COUNT(__sdc_k1) AS present,
    COUNT(*) AS members
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
UNION ALL
SELECT
  2 AS key_index,
  COALESCE(BOOL_AND(present = 0 OR lo = hi), TRUE) AS household_level,
  COALESCE(BOOL_AND(present = 0 OR (
    lo = hi AND TRY_CAST(lo AS DOUBLE) = members
  )), FALSE)
  AND COALESCE(SUM(present), 0) > 0 AS size_variable
FROM (
  SELECT
    MIN(__sdc_k2) AS lo,
    MAX(__sdc_k2) AS hi,
    COUNT(__sdc_k2) AS present,
    COUNT(*) AS members
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
