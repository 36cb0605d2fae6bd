SELECT
  max_risk,
  CAST(COUNT(*) AS BIGINT) AS households,
  CAST(SUM(members) AS BIGINT) AS records
FROM (
  SELECT
    r.__sdc_hh,
    MAX(c.risk) AS max_risk,
    COUNT(*) AS members
  FROM `__sdc_keyed_p` AS r
  JOIN `__sdc_cell_risk_exact_p` AS c
    ON (
      COALESCE(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + COALESCE(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + COALESCE(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + COALESCE(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152
    ) = c.__sdc_code
  GROUP BY
    r.__sdc_hh
)
GROUP BY
  max_risk
ORDER BY
  max_risk NULLS LAST
