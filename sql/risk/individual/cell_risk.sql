{#-
  cell_risk.sql -- individual risk per cell (seed 000 section 3.3, formulas 3-11;
  seed 002 formulas (2)-(5), (7)-(8)): r_k from (fk, Fk), times pi.
  inputs : cells (cell table with __sdc_cell, fk, Fk_hat); risk_values (relation with
           __sdc_cell and r = r(fk, Fk_hat), computed once per cell by the vectorised
           risk function of sdcsql.udfs.individual over the cell arrays)
  params : $pi
  output : the cell columns plus risk = pi * r and log1m_risk_fixed = log(1 - risk) in
           fixed point, units of 2^-100, as HUGEINT (-1000 when risk >= 1: exp(-1000) is
           0 in double).  For the household product: no logarithm per record, and an
           integer sum, exact, so independent of the order in which threads add.
  grain  : one row per cell
-#}
{% import "_exact.sql" as e %}
{% import "risk/individual/_numeric.sql" as num %}
SELECT
    *,
    {{ e.fixed("(CASE WHEN risk < 1.0 THEN " ~ num.log1p("-risk") ~ " ELSE -1000.0 END) * power(2.0, 100)", dialect) }} AS log1m_risk_fixed
FROM (
    SELECT c.*, $pi * v.r AS risk
    FROM {{ cells|qi }} AS c
    JOIN {{ risk_values|qi }} AS v USING (__sdc_cell)
)
