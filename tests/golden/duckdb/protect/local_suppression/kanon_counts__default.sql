SELECT
    coalesce(dimension, 0) AS dimension,
    count(DISTINCT "__sdcp_row") AS records,
    count(*) FILTER (WHERE open) AS open
FROM "__sdc_protect_kanon_after_1_p"
GROUP BY GROUPING SETS ((dimension), ())
ORDER BY 1
