SELECT __sdc_c0, __sdc_c1,
    count(*) AS n,
    sum(CAST(__sdc_w * power(2.0, 52) AS HUGEINT)) AS w_fixed,
    min(__sdc_w) AS w_min,
    max(__sdc_w) AS w_max
FROM "__sdc_sampling_coded_p"
GROUP BY __sdc_c0, __sdc_c1
ORDER BY __sdc_c0, __sdc_c1
