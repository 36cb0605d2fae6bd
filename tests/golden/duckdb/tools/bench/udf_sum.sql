SELECT sum(sdc_risk_udf(fk, Fk_hat)) FROM "bench_udf_in"
