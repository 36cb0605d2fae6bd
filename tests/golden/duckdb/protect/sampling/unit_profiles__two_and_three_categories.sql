SELECT p0_0, p0_1, p1_0, p1_1, p1_2,
    count(*) AS units,
    sum(size_fixed) AS size_fixed,
    min(w_min) AS w_min,
    max(w_max) AS w_max
    , sum(a0_0) AS a0_0
    , sum(a0_1) AS a0_1
    , sum(a1_0) AS a1_0
    , sum(a1_1) AS a1_1
    , sum(a1_2) AS a1_2
FROM "__sdc_sampling_unit_shares_p"
GROUP BY p0_0, p0_1, p1_0, p1_1, p1_2
ORDER BY p0_0, p0_1, p1_0, p1_1, p1_2
