SELECT CAST(NULL AS BIGINT) AS "__sdcp_row", CAST(NULL AS INTEGER) AS dimension, false AS open
WHERE false
