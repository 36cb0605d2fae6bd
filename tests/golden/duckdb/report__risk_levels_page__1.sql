SELECT
    risk,
    CAST(fk AS DOUBLE) AS fk,
    CAST(Fk_hat AS DOUBLE) AS Fk_hat,
    CAST(count(*) AS BIGINT) AS cells,
    CAST(sum(__sdc_c) AS BIGINT) AS records
FROM "__sdc_cell_risk_exact_p"
GROUP BY ALL
ORDER BY risk, fk, Fk_hat
