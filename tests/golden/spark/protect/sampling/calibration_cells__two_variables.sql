SELECT
  __sdc_c0,
  __sdc_c1,
  COUNT(*) AS n,
  SUM(
    (
      CAST(CAST(FLOOR(ROUND(__sdc_w * POWER(2.0, 52)) * POWER(2.0, -53)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(9007199254740992 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(__sdc_w * POWER(2.0, 52)) - CAST(FLOOR(ROUND(__sdc_w * POWER(2.0, 52)) * POWER(2.0, -53)) AS DOUBLE) * POWER(2.0, 53) AS BIGINT) AS DECIMAL(38, 0))
    )
  ) AS w_fixed
FROM `__sdc_sampling_coded_p`
GROUP BY
  __sdc_c0,
  __sdc_c1
ORDER BY
  __sdc_c0 NULLS LAST,
  __sdc_c1 NULLS LAST
