SELECT 0::BIGINT AS "__sdcp_row", 0::INTEGER AS key_index LIMIT 0
