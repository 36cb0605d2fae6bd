SELECT
    CAST(count(*) AS BIGINT) AS n

    , avg(CAST(__sdc_o0 AS DOUBLE)) AS mean_0

    , avg(CAST(__sdc_o1 AS DOUBLE)) AS mean_1

    , avg(CAST(__sdc_o2 AS DOUBLE)) AS mean_2


    , covar_samp(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o0 AS DOUBLE)) AS cov_0_0

    , covar_samp(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o1 AS DOUBLE)) AS cov_0_1

    , covar_samp(CAST(__sdc_o0 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_0_2

    , covar_samp(CAST(__sdc_o1 AS DOUBLE), CAST(__sdc_o1 AS DOUBLE)) AS cov_1_1

    , covar_samp(CAST(__sdc_o1 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_1_2

    , covar_samp(CAST(__sdc_o2 AS DOUBLE), CAST(__sdc_o2 AS DOUBLE)) AS cov_2_2

FROM "__sdc_paired_p"
WHERE __sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL AND __sdc_o1 IS NOT NULL AND __sdc_m1 IS NOT NULL AND __sdc_o2 IS NOT NULL AND __sdc_m2 IS NOT NULL
