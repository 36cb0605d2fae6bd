SELECT
  0 AS position,
  CAST(COALESCE(SUM(CASE WHEN distinct_values > 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS mixed,
  CAST(SUM(present * present) AS DOUBLE) / NULLIF(SUM(present), 0) AS members_per_record
FROM (
  SELECT
    COUNT(DISTINCT __sdc_k0) AS distinct_values,
    COUNT(__sdc_k0) AS present
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
UNION ALL
SELECT
  1 AS position,
  CAST(COALESCE(SUM(CASE WHEN distinct_values > 1 THEN 1 ELSE 0 END), 0) AS BIGINT) AS mixed,
  CAST(SUM(present * present) AS DOUBLE) / NULLIF(SUM(present), 0) AS members_per_record
FROM (
  SELECT
    COUNT(DISTINCT `income`) AS distinct_values,
    COUNT(`income`) AS present
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_hh IS NULL
  GROUP BY
    __sdc_hh
) AS households
