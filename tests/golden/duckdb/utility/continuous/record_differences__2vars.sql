SELECT
    CAST(count(*) AS BIGINT) AS n_records


    , CAST(count(*) FILTER (__sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL) AS BIGINT) AS n_pairs_0
    , CAST(count(__sdc_o0) AS BIGINT) AS n_orig_0
    , stddev_samp(CAST(__sdc_o0 AS DOUBLE)) AS sd_orig_0
    , sum(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0)) AS sum_abs_0
    , sum((CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) * (CAST(__sdc_o0 AS DOUBLE) - __sdc_m0)) AS sum_sq_0
    , sum(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / abs(__sdc_o0)) FILTER (__sdc_o0 <> 0) AS sum_rel_0
    , CAST(count(*) FILTER (__sdc_o0 = 0 AND __sdc_m0 <> 0) AS BIGINT) AS n_rel_inf_0
    , sum(CASE WHEN __sdc_o0 = 0 THEN CASE WHEN __sdc_m0 = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST(__sdc_o0 AS DOUBLE) - __sdc_m0) / abs(__sdc_o0), $cap) END)
        FILTER (__sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL) AS sum_rel_capped_0


    , CAST(count(*) FILTER (__sdc_o1 IS NOT NULL AND __sdc_m1 IS NOT NULL) AS BIGINT) AS n_pairs_1
    , CAST(count(__sdc_o1) AS BIGINT) AS n_orig_1
    , stddev_samp(CAST(__sdc_o1 AS DOUBLE)) AS sd_orig_1
    , sum(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1)) AS sum_abs_1
    , sum((CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) * (CAST(__sdc_o1 AS DOUBLE) - __sdc_m1)) AS sum_sq_1
    , sum(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / abs(__sdc_o1)) FILTER (__sdc_o1 <> 0) AS sum_rel_1
    , CAST(count(*) FILTER (__sdc_o1 = 0 AND __sdc_m1 <> 0) AS BIGINT) AS n_rel_inf_1
    , sum(CASE WHEN __sdc_o1 = 0 THEN CASE WHEN __sdc_m1 = 0 THEN 0.0 ELSE $cap END
             ELSE least(abs(CAST(__sdc_o1 AS DOUBLE) - __sdc_m1) / abs(__sdc_o1), $cap) END)
        FILTER (__sdc_o1 IS NOT NULL AND __sdc_m1 IS NOT NULL) AS sum_rel_capped_1

FROM "__sdc_paired_p"
