SELECT 0 AS key_index, CAST(__sdc_k0 AS VARCHAR) AS level,
       sum(__sdc_a0) AS num
FROM "__sdc_suda2_cells_p"
WHERE __sdc_a0 IS NOT NULL
GROUP BY __sdc_k0
UNION ALL

SELECT 1 AS key_index, CAST(__sdc_k1 AS VARCHAR) AS level,
       sum(__sdc_a1) AS num
FROM "__sdc_suda2_cells_p"
WHERE __sdc_a1 IS NOT NULL
GROUP BY __sdc_k1
UNION ALL

SELECT 2 AS key_index, CAST(__sdc_k2 AS VARCHAR) AS level,
       sum(__sdc_a2) AS num
FROM "__sdc_suda2_cells_p"
WHERE __sdc_a2 IS NOT NULL
GROUP BY __sdc_k2
