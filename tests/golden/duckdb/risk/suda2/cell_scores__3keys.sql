SELECT
    __sdc_cell,
    sum(CASE size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) AS __sdc_num,
    count(*) AS suda2_msu_count,
    min(size) AS suda2_min_msu_size

    , sum(CASE size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) FILTER (WHERE (mask >> 0) & 1 = 1) AS __sdc_a0

    , sum(CASE size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) FILTER (WHERE (mask >> 1) & 1 = 1) AS __sdc_a1

    , sum(CASE size WHEN 1 THEN CAST($w1 AS HUGEINT) WHEN 2 THEN CAST($w2 AS HUGEINT) WHEN 3 THEN CAST($w3 AS HUGEINT) END) FILTER (WHERE (mask >> 2) & 1 = 1) AS __sdc_a2

FROM "__sdc_suda2_msu_p"
GROUP BY __sdc_cell
