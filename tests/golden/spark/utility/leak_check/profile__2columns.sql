SELECT
  0 AS j,
  COUNT(DISTINCT x_0) AS distinct_values,
  COUNT(DISTINCT x_0) = COUNT(*) AND COUNT(x_0) = COUNT(*) AS unique_id,
  COALESCE(BOOL_AND(NOT ox_0 IS NULL AND x_0 = ox_0), FALSE) AS same_as_original,
  COALESCE(BOOL_AND(ranked = row_id), FALSE) AS input_order,
  COUNT(*) AS records
FROM (
  SELECT
    x_0,
    ox_0,
    row_id,
    ROW_NUMBER() OVER (ORDER BY TRY_CAST(x_0 AS DOUBLE) NULLS LAST, x_0 NULLS LAST) AS ranked
  FROM `__sdc_leak_pairs_p`
) AS t
UNION ALL
SELECT
  1 AS j,
  COUNT(DISTINCT x_1) AS distinct_values,
  COUNT(DISTINCT x_1) = COUNT(*) AND COUNT(x_1) = COUNT(*) AS unique_id,
  COALESCE(BOOL_AND(NOT ox_1 IS NULL AND x_1 = ox_1), FALSE) AS same_as_original,
  COALESCE(BOOL_AND(ranked = row_id), FALSE) AS input_order,
  COUNT(*) AS records
FROM (
  SELECT
    x_1,
    ox_1,
    row_id,
    ROW_NUMBER() OVER (ORDER BY TRY_CAST(x_1 AS DOUBLE) NULLS LAST, x_1 NULLS LAST) AS ranked
  FROM `__sdc_leak_pairs_p`
) AS t
