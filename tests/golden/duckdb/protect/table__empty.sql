SELECT * FROM "__sdc_microaggregation_values_1_p" LIMIT 0
