SELECT
    CAST(row_number() OVER (ORDER BY risk DESC, fk, Fk_hat, __sdc_cell) AS BIGINT) AS rank,
    fk,
    Fk_hat,
    risk,
    CAST(__sdc_c AS BIGINT) AS records
FROM "__sdc_cell_risk_exact_p"
WHERE fk > 0
ORDER BY rank
