WITH r AS (
    SELECT
CAST(__sdc_o0 IS NOT NULL AND __sdc_m0 IS NULL AS INTEGER) + CAST(__sdc_o1 IS NOT NULL AND __sdc_m1 IS NULL AS INTEGER) + CAST(__sdc_o2 IS NOT NULL AND __sdc_m2 IS NULL AS INTEGER) AS suppressed,
        (__sdc_o0 IS DISTINCT FROM __sdc_m0 OR __sdc_o1 IS DISTINCT FROM __sdc_m1 OR __sdc_o2 IS DISTINCT FROM __sdc_m2) AS changed
    FROM "__sdc_paired_keys_p"
)
SELECT suppressed, CAST(count(*) AS BIGINT) AS records,
       CAST(count(*) FILTER (changed) AS BIGINT) AS changed
FROM r
GROUP BY suppressed
ORDER BY suppressed
