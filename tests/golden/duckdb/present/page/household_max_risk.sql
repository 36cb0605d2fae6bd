SELECT max_risk, CAST(count(*) AS BIGINT) AS households, CAST(sum(members) AS BIGINT) AS records
FROM (
    SELECT r.__sdc_hh, max(c.risk) AS max_risk, count(*) AS members
    FROM "__sdc_keyed_p" AS r
JOIN "__sdc_cell_risk_exact_p" AS c
  ON 
(coalesce(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + coalesce(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + coalesce(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + coalesce(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + coalesce(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + coalesce(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152) = c.__sdc_code


    GROUP BY r.__sdc_hh
)
GROUP BY max_risk
ORDER BY max_risk
