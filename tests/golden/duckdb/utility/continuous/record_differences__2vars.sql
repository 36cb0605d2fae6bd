SELECT
    0 AS var,
    CAST(count(*) FILTER (__sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL) AS BIGINT) AS n_pairs,
    CAST(count(__sdc_o0) AS BIGINT) AS n_orig,
    stddev_samp(CAST(__sdc_o0 AS DOUBLE)) AS sd_orig,
    sum(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0)) AS sum_abs,
    sum((CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) * (CAST(__sdc_o0 AS DOUBLE) - __sdc_m0)) AS sum_sq,
    sum(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / abs(__sdc_o0)) FILTER (__sdc_o0 <> 0) AS sum_rel,
    CAST(count(*) FILTER (__sdc_o0 = 0 AND __sdc_m0 <> 0) AS BIGINT) AS n_rel_inf,
    sum(CASE WHEN __sdc_o0 = 0 THEN CASE WHEN __sdc_m0 = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / abs(__sdc_o0), $cap) END)
        FILTER (__sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL) AS sum_rel_capped
FROM "__sdc_paired_p"
UNION ALL


SELECT
    1 AS var,
    CAST(count(*) FILTER (__sdc_o1 IS NOT NULL AND __sdc_m1 IS NOT NULL) AS BIGINT) AS n_pairs,
    CAST(count(__sdc_o1) AS BIGINT) AS n_orig,
    stddev_samp(CAST(__sdc_o1 AS DOUBLE)) AS sd_orig,
    sum(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1)) AS sum_abs,
    sum((CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) * (CAST(__sdc_o1 AS DOUBLE) - __sdc_m1)) AS sum_sq,
    sum(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / abs(__sdc_o1)) FILTER (__sdc_o1 <> 0) AS sum_rel,
    CAST(count(*) FILTER (__sdc_o1 = 0 AND __sdc_m1 <> 0) AS BIGINT) AS n_rel_inf,
    sum(CASE WHEN __sdc_o1 = 0 THEN CASE WHEN __sdc_m1 = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / abs(__sdc_o1), $cap) END)
        FILTER (__sdc_o1 IS NOT NULL AND __sdc_m1 IS NOT NULL) AS sum_rel_capped
FROM "__sdc_paired_p"


ORDER BY var
