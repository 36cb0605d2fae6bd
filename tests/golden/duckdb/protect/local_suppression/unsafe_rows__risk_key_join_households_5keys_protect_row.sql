SELECT *
FROM (
    SELECT
        r."__sdcp_row" AS "__sdcp_row",
r.__sdc_k0, r.__sdc_k1, r.__sdc_k2, r.__sdc_k3, r.__sdc_k4, 
        c.fk,
        c.Fk_hat,
c.risk,
h.household_size,
h.household_risk,

        CAST($threshold AS DOUBLE) / h.household_size AS threshold

    FROM "__sdc_keyed_p" AS r
JOIN "__sdc_cell_risk_exact_p" AS c
  ON 

r.__sdc_k0 IS NOT DISTINCT FROM c.__sdc_k0 AND r.__sdc_k1 IS NOT DISTINCT FROM c.__sdc_k1 AND r.__sdc_k2 IS NOT DISTINCT FROM c.__sdc_k2 AND r.__sdc_k3 IS NOT DISTINCT FROM c.__sdc_k3 AND r.__sdc_k4 IS NOT DISTINCT FROM c.__sdc_k4


JOIN "__sdc_households_exact_p" AS h ON r.__sdc_hh = h.__sdc_hh

)

WHERE risk >= threshold
