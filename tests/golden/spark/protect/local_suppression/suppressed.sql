SELECT
  CAST(0 AS BIGINT) AS `__sdcp_row`,
  CAST(0 AS INT) AS key_index
LIMIT 0
