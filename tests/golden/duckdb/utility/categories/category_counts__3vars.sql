SELECT
    0 AS var,
    CAST(count(DISTINCT __sdc_o0) AS BIGINT) AS categories_before,
    CAST(count(DISTINCT __sdc_m0) AS BIGINT) AS categories_after,
    CAST(count(*) FILTER (__sdc_o0 IS NOT NULL AND __sdc_m0 IS NULL) AS BIGINT) AS suppressed,
    CAST(count(*) FILTER (CAST(__sdc_o0 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m0 AS VARCHAR)) AS BIGINT) AS changed
FROM "__sdc_paired_keys_p"
UNION ALL


SELECT
    1 AS var,
    CAST(count(DISTINCT __sdc_o1) AS BIGINT) AS categories_before,
    CAST(count(DISTINCT __sdc_m1) AS BIGINT) AS categories_after,
    CAST(count(*) FILTER (__sdc_o1 IS NOT NULL AND __sdc_m1 IS NULL) AS BIGINT) AS suppressed,
    CAST(count(*) FILTER (CAST(__sdc_o1 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m1 AS VARCHAR)) AS BIGINT) AS changed
FROM "__sdc_paired_keys_p"
UNION ALL


SELECT
    2 AS var,
    CAST(count(DISTINCT __sdc_o2) AS BIGINT) AS categories_before,
    CAST(count(DISTINCT __sdc_m2) AS BIGINT) AS categories_after,
    CAST(count(*) FILTER (__sdc_o2 IS NOT NULL AND __sdc_m2 IS NULL) AS BIGINT) AS suppressed,
    CAST(count(*) FILTER (CAST(__sdc_o2 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m2 AS VARCHAR)) AS BIGINT) AS changed
FROM "__sdc_paired_keys_p"


ORDER BY var
