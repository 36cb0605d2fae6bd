SELECT CASE grouping_id(x_1, x_2) WHEN 1 THEN 0 WHEN 2 THEN 1 END AS sid,
x_1, x_2, 
min(r_0) AS y_0, max(r_0) AS y_max_0, count(r_0) AS support_0, min(r_1) AS y_1, max(r_1) AS y_max_1, count(r_1) AS support_1
FROM "__sdc_leak_pairs_p"
GROUP BY GROUPING SETS ((x_1), (x_2))
HAVING (count(r_0) >= 2 AND (min(r_0) < max(r_0) OR count(CASE WHEN r_0 IS NULL AND o_0 IS NOT NULL THEN 1 END) > 0)) OR (count(r_1) >= 2 AND (min(r_1) < max(r_1) OR count(CASE WHEN r_1 IS NULL AND o_1 IS NOT NULL THEN 1 END) > 0))
