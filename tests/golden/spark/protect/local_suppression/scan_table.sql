SELECT
  CAST(0 AS BIGINT) AS __sdcp_pattern,
  CAST(0 AS BIGINT) AS kept,
  CAST(0.0 AS DOUBLE) AS value,
  FALSE AS safe
LIMIT 0
