WITH r AS (
    SELECT
CAST(__sdc_o0 IS NOT NULL AND __sdc_m0 IS NULL AS INTEGER) + CAST(__sdc_o1 IS NOT NULL AND __sdc_m1 IS NULL AS INTEGER) + CAST(__sdc_o2 IS NOT NULL AND __sdc_m2 IS NULL AS INTEGER) AS suppressed,
        (CAST(__sdc_o0 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m0 AS VARCHAR) OR CAST(__sdc_o1 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m1 AS VARCHAR) OR CAST(__sdc_o2 AS VARCHAR) IS DISTINCT FROM CAST(__sdc_m2 AS VARCHAR)) AS changed
    FROM "__sdc_paired_keys_p"
)
SELECT suppressed, CAST(count(*) AS BIGINT) AS records,
       CAST(count(*) FILTER (changed) AS BIGINT) AS changed
FROM r
GROUP BY suppressed
ORDER BY suppressed
