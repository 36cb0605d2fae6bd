{#-
  riskiest_cells.sql -- a page of the cells by decreasing individual risk, counts only
  (the workbench's Risk screen): no key value, only the sample frequency fk, the
  estimated population frequency Fk_hat and the risk (seed 000 section 3.3).
  inputs : cell_risk (cells with fk, Fk_hat, risk, __sdc_c records per cell)
  params : $limit, $offset
  output : rank, fk, Fk_hat, risk, records, cells (the number of cells, every row)
  grain  : one row per cell with fk > 0, at most $limit, from rank $offset + 1
-#}
SELECT
    CAST(row_number() OVER (ORDER BY risk DESC, fk, Fk_hat, __sdc_cell) AS BIGINT) AS rank,
    fk,
    Fk_hat,
    risk,
    CAST(__sdc_c AS BIGINT) AS records,
    CAST(count(*) OVER () AS BIGINT) AS cells
FROM {{ cell_risk|qi }}
WHERE fk > 0
ORDER BY rank
LIMIT $limit OFFSET $offset
