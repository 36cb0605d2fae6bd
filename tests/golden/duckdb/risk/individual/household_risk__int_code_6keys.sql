SELECT
    __sdc_hh,
    members,
    household_size,
    (CASE WHEN exp(log_safe) = 1.0 THEN -(log_safe)
      WHEN exp(log_safe) = 0.0 THEN 1.0
      ELSE -((exp(log_safe) - 1.0) * (log_safe) / ln(exp(log_safe))) END) AS household_risk
FROM (
    SELECT
        r.__sdc_hh,
        count(*) AS members,
count(*) AS household_size,
        CAST(sum(c.log1m_risk_fixed) AS DOUBLE) * power(2.0, -100) AS log_safe
    FROM "__sdc_keyed_p" AS r
    JOIN "__sdc_cell_risk_exact_p" AS c
      ON 
(coalesce(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + coalesce(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + coalesce(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + coalesce(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + coalesce(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + coalesce(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152) = c.__sdc_code

    GROUP BY r.__sdc_hh
)
