SELECT
  COUNT(*) FILTER(WHERE
    nulls > 0) AS nulls,
  COUNT(*) FILTER(WHERE
    nulls = 0 AND lo <> hi) AS differ,
  COUNT(*) FILTER(WHERE
    nulls = 0 AND lo = hi AND lo < members) AS small
FROM (
  SELECT
    COUNT(*) AS members,
    COUNT(*) - COUNT(__sdc_hsize) AS nulls,
    MIN(__sdc_hsize) AS lo,
    MAX(__sdc_hsize) AS hi
  FROM `__sdc_keyed_p`
  GROUP BY
    __sdc_hh
)
