SELECT
    risk,
    CAST(count(*) AS BIGINT) AS cells,
    CAST(sum(__sdc_c) AS BIGINT) AS records
FROM "__sdc_cell_risk_exact_p"
GROUP BY risk
ORDER BY risk
