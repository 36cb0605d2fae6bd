WITH r AS (
  SELECT
    CAST(NOT __sdc_o0 IS NULL AND __sdc_m0 IS NULL AS INT) + CAST(NOT __sdc_o1 IS NULL AND __sdc_m1 IS NULL AS INT) + CAST(NOT __sdc_o2 IS NULL AND __sdc_m2 IS NULL AS INT) AS suppressed,
    (
      CAST(__sdc_o0 AS STRING) IS DISTINCT FROM CAST(__sdc_m0 AS STRING)
      OR CAST(__sdc_o1 AS STRING) IS DISTINCT FROM CAST(__sdc_m1 AS STRING)
      OR CAST(__sdc_o2 AS STRING) IS DISTINCT FROM CAST(__sdc_m2 AS STRING)
    ) AS changed
  FROM `__sdc_paired_keys_p`
)
SELECT
  suppressed,
  CAST(COUNT(*) AS BIGINT) AS records,
  CAST(COUNT(*) FILTER(WHERE
    changed) AS BIGINT) AS changed
FROM r
GROUP BY
  suppressed
ORDER BY
  suppressed NULLS LAST
