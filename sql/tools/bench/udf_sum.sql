{#-
  udf_sum.sql -- the risk UDF called by DuckDB itself over the repeated cells (its own
  chunks of 2,048 rows), reported beside the UDF called on whole arrays.
  inputs : udf_input (udf_input.sql)
  output : the sum of the risks
  grain  : one row
-#}
SELECT sum(sdc_risk_udf(fk, Fk_hat)) FROM {{ udf_input|qi }}
