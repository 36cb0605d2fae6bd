SELECT __sdc_m // 8589934592 AS part, count(*) AS n
FROM "__sdc_release_h1_m"
GROUP BY 1
