{#-
  clamped_cells.sql -- the cells whose sampling fraction p = fk / Fk exceeds 1 (weights
  below 1): the risk function clamps them to p = 1 (seed 000 section 3.3), and the risk
  step warns.  The division is the risk function's (DOUBLE), so the count is its count.
  inputs : cells (a cell table with fk, Fk_hat)
  output : clamped (the number of such cells)
  grain  : one row
-#}
SELECT count(*) AS clamped
FROM {{ cells|qi }}
WHERE fk > 0 AND CAST(fk AS DOUBLE) / CAST(Fk_hat AS DOUBLE) > 1.0
