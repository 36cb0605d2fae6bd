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

r.__sdc_k0 IS NOT DISTINCT FROM c.__sdc_k0 AND r.__sdc_k1 IS NOT DISTINCT FROM c.__sdc_k1 AND r.__sdc_k2 IS NOT DISTINCT FROM c.__sdc_k2 AND r.__sdc_k3 IS NOT DISTINCT FROM c.__sdc_k3 AND r.__sdc_k4 IS NOT DISTINCT FROM c.__sdc_k4

    GROUP BY r.__sdc_hh
)
