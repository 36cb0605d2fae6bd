SELECT 0 AS key_index, CAST(c.__sdc_k0 AS VARCHAR) AS level,
       sum(CASE m.size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) AS num
FROM "__sdc_suda2_msu_p" AS m JOIN "__sdc_cells_p" AS c USING (__sdc_cell)
WHERE (m.mask >> 0) & 1 = 1
GROUP BY c.__sdc_k0
UNION ALL

SELECT 1 AS key_index, CAST(c.__sdc_k1 AS VARCHAR) AS level,
       sum(CASE m.size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) AS num
FROM "__sdc_suda2_msu_p" AS m JOIN "__sdc_cells_p" AS c USING (__sdc_cell)
WHERE (m.mask >> 1) & 1 = 1
GROUP BY c.__sdc_k1
UNION ALL

SELECT 2 AS key_index, CAST(c.__sdc_k2 AS VARCHAR) AS level,
       sum(CASE m.size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) AS num
FROM "__sdc_suda2_msu_p" AS m JOIN "__sdc_cells_p" AS c USING (__sdc_cell)
WHERE (m.mask >> 2) & 1 = 1
GROUP BY c.__sdc_k2
