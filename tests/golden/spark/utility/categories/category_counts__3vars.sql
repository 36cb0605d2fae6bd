SELECT
  0 AS var,
  CAST(COUNT(DISTINCT __sdc_o0) AS BIGINT) AS categories_before,
  CAST(COUNT(DISTINCT __sdc_m0) AS BIGINT) AS categories_after,
  CAST(COUNT(*) FILTER(WHERE
    NOT __sdc_o0 IS NULL AND __sdc_m0 IS NULL) AS BIGINT) AS suppressed,
  CAST(COUNT(*) FILTER(WHERE
    CAST(__sdc_o0 AS STRING) IS DISTINCT FROM CAST(__sdc_m0 AS STRING)) AS BIGINT) AS changed
FROM `__sdc_paired_keys_p`
UNION ALL
SELECT
  1 AS var,
  CAST(COUNT(DISTINCT __sdc_o1) AS BIGINT) AS categories_before,
  CAST(COUNT(DISTINCT __sdc_m1) AS BIGINT) AS categories_after,
  CAST(COUNT(*) FILTER(WHERE
    NOT __sdc_o1 IS NULL AND __sdc_m1 IS NULL) AS BIGINT) AS suppressed,
  CAST(COUNT(*) FILTER(WHERE
    CAST(__sdc_o1 AS STRING) IS DISTINCT FROM CAST(__sdc_m1 AS STRING)) AS BIGINT) AS changed
FROM `__sdc_paired_keys_p`
UNION ALL
SELECT
  2 AS var,
  CAST(COUNT(DISTINCT __sdc_o2) AS BIGINT) AS categories_before,
  CAST(COUNT(DISTINCT __sdc_m2) AS BIGINT) AS categories_after,
  CAST(COUNT(*) FILTER(WHERE
    NOT __sdc_o2 IS NULL AND __sdc_m2 IS NULL) AS BIGINT) AS suppressed,
  CAST(COUNT(*) FILTER(WHERE
    CAST(__sdc_o2 AS STRING) IS DISTINCT FROM CAST(__sdc_m2 AS STRING)) AS BIGINT) AS changed
FROM `__sdc_paired_keys_p`
ORDER BY
  var NULLS LAST
