{#-
  regrouped_global_risk.sql -- the record-level global figures of a regrouped cell
  table (a what-if recode from cells) in one statement: the cell risk
  (risk/individual/cell_risk.sql) is a common table expression of the global figures
  (risk/individual/global_risk.sql), not a table of its own (docs/benchmarks.md: on
  this path every statement costs 1 to 3 ms).
  inputs : cells (the regrouped cell table); risk_values (__sdc_cell, r); ks
  params : $pi
  output : the figures of global_risk.sql without households
  grain  : one row
-#}
{% set cell_risk = "__sdc_cell_risk" %}
{% set households = none %}
WITH __sdc_cell_risk AS (
{% include "risk/individual/cell_risk.sql" %}
)
SELECT * FROM (
{% include "risk/individual/global_risk.sql" %}
)
