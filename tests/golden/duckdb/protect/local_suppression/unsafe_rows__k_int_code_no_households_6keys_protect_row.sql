SELECT *
FROM (
    SELECT
        r."__sdcp_row" AS "__sdcp_row",
r.__sdc_k0, r.__sdc_k1, r.__sdc_k2, r.__sdc_k3, r.__sdc_k4, r.__sdc_k5, 
        c.fk,
        c.Fk_hat,
NULL::DOUBLE AS risk,
NULL::BIGINT AS household_size,
NULL::DOUBLE AS household_risk,

        CAST($threshold AS DOUBLE) AS threshold

    FROM "__sdc_keyed_p" AS r
JOIN "__sdc_cell_risk_exact_p" AS c
  ON 
(coalesce(CAST(r.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + coalesce(CAST(r.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + coalesce(CAST(r.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + coalesce(CAST(r.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 5985 + coalesce(CAST(r.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 35910 + coalesce(CAST(r.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 143640) = c.__sdc_code


)

WHERE fk < threshold
