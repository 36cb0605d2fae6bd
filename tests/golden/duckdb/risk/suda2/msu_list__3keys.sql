SELECT
c.__sdc_k0 AS "region", c.__sdc_k1 AS "sex", c.__sdc_k2 AS "age", 
    concat_ws(',', CASE WHEN (m.mask >> 0) & 1 = 1 THEN $n1 END, CASE WHEN (m.mask >> 1) & 1 = 1 THEN $n2 END, CASE WHEN (m.mask >> 2) & 1 = 1 THEN $n3 END) AS variables,
    m.size
FROM "__sdc_suda2_msu_p" AS m JOIN "__sdc_cells_p" AS c USING (__sdc_cell)
ORDER BY c.__sdc_k0, c.__sdc_k1, c.__sdc_k2, m.mask
