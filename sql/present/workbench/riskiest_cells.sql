{#-
  riskiest_cells.sql -- the cells ranked by decreasing individual risk, counts only (the
  workbench's Risk screen pages it with preview.sql): no key value, only the sample
  frequency fk, the estimated population frequency Fk_hat and the risk (seed 000
  section 3.3).
  inputs : cell_risk (cells with fk, Fk_hat, risk, __sdc_c records per cell)
  output : rank, fk, Fk_hat, risk, records
  grain  : one row per cell with fk > 0, in rank order
-#}
SELECT
    CAST(row_number() OVER (ORDER BY risk DESC, fk, Fk_hat, __sdc_cell) AS BIGINT) AS rank,
    fk,
    Fk_hat,
    risk,
    CAST(__sdc_c AS BIGINT) AS records
FROM {{ cell_risk|qi }}
WHERE fk > 0
ORDER BY rank
