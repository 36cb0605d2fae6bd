SELECT
  0 AS key,
  CAST(COUNT(DISTINCT __sdc_k0) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k0) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
UNION ALL
SELECT
  1 AS key,
  CAST(COUNT(DISTINCT __sdc_k1) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k1) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
UNION ALL
SELECT
  2 AS key,
  CAST(COUNT(DISTINCT __sdc_k2) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k2) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
UNION ALL
SELECT
  3 AS key,
  CAST(COUNT(DISTINCT __sdc_k3) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k3) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
UNION ALL
SELECT
  4 AS key,
  CAST(COUNT(DISTINCT __sdc_k4) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k4) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
UNION ALL
SELECT
  5 AS key,
  CAST(COUNT(DISTINCT __sdc_k5) AS BIGINT) AS categories,
  CAST(COUNT(*) - COUNT(__sdc_k5) AS BIGINT) AS missing
FROM `__sdc_keyed_p`
ORDER BY
  key NULLS LAST
