SELECT
    CAST(count(*) AS BIGINT) AS n

    , avg(CAST(__sdc_m0 AS DOUBLE)) AS mean_0


    , covar_samp(CAST(__sdc_m0 AS DOUBLE), CAST(__sdc_m0 AS DOUBLE)) AS cov_0_0

FROM "__sdc_paired_p"
WHERE __sdc_o0 IS NOT NULL AND __sdc_m0 IS NOT NULL
