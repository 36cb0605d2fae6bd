SELECT __sdc_c0, __sdc_c1,
    count(*) AS n,
    sum((CAST(CAST(floor(round(__sdc_w * power(2.0, 52)) * power(2.0, -53)) AS BIGINT) AS HUGEINT) * CAST(9007199254740992 AS HUGEINT) + CAST(CAST(round(__sdc_w * power(2.0, 52)) - CAST(floor(round(__sdc_w * power(2.0, 52)) * power(2.0, -53)) AS DOUBLE) * power(2.0, 53) AS BIGINT) AS HUGEINT))) AS w_fixed
FROM "__sdc_sampling_coded_p"
GROUP BY __sdc_c0, __sdc_c1
ORDER BY __sdc_c0, __sdc_c1
