SELECT 0::BIGINT AS __sdcp_pattern, 0::BIGINT AS kept, 0.0::DOUBLE AS value, false AS safe
LIMIT 0
