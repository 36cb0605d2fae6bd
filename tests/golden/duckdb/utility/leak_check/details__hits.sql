SELECT var, channel, a, b, c, CAST(count(DISTINCT row_id) AS BIGINT) AS recovered
FROM "__sdc_leak_hits_p"
GROUP BY var, channel, a, b, c
ORDER BY var, channel, recovered DESC, CAST(b >= 0 AS INTEGER) + CAST(c >= 0 AS INTEGER), a, b, c
