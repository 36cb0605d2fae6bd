{#-
  risk_values.sql -- the risk of every cell by the shell kit's function for the risk
  method (sql/shell_kit/risk.sql), in a printed script where the engine's risk UDF is
  not available.
  inputs : cells (the cell table: __sdc_cell, fk, Fk_hat); method (exact, sdcmicro or
           argus)
  output : __sdc_cell, r
  grain  : one row per cell with fk > 0
-#}
{% set functions = {"exact": "sdc_risk", "sdcmicro": "sdc_risk_sdcmicro", "argus": "sdc_risk_argus"} %}
SELECT __sdc_cell, {{ functions[method] }}(CAST(fk AS DOUBLE), Fk_hat) AS r FROM {{ cells|qi }} WHERE fk > 0
