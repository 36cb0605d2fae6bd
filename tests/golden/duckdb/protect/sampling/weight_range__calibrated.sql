SELECT min(__sdc_w) AS min_weight, max(__sdc_w) AS max_weight
FROM "__sdc_sampling_calibrated_p"
