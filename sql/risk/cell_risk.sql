{#-
  cell_risk.sql -- individual risk per cell (seed 000 section 3.3, formulas 3-11;
  seed 002 formulas (2)-(5), (7)-(8)): r_k from (fk, Fk), times pi.
  inputs : cells (cell table with fk, Fk_hat); risk_function (registered UDF name)
  params : $pi
  output : the cell columns plus risk = pi * r(fk, Fk_hat)
  grain  : one row per cell (the UDF runs once per cell, never per record)
-#}
SELECT
    c.*,
    $pi * {{ risk_function|qi }}(CAST(c.fk AS DOUBLE), c.Fk_hat) AS risk
FROM {{ cells|qi }} AS c
