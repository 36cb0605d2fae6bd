{#-
  cell_risk.sql -- individual risk per cell (seed 000 section 3.3, formulas 3-11;
  seed 002 formulas (2)-(5), (7)-(8)): r_k from (fk, Fk), times pi.
  inputs : cells (cell table with __sdc_cell, fk, Fk_hat); risk_values (relation with
           __sdc_cell and r = r(fk, Fk_hat), computed once per cell by the vectorised
           risk function of sdcsql.udfs.risk over the cell arrays)
  params : $pi
  output : the cell columns plus risk = pi * r
  grain  : one row per cell
-#}
SELECT
    c.*,
    $pi * v.r AS risk
FROM {{ cells|qi }} AS c
JOIN {{ risk_values|qi }} AS v USING (__sdc_cell)
