SELECT * EXCLUDE ("__sdc_k0", "__sdc_k1", "__sdc_k2", "__sdc_k3", "__sdc_k4", "__sdc_k5", "__sdc_w", "__sdc_hh", "__sdc_mask", "__sdc_row"), __sdc_row AS "__sdcp_row"
FROM "__sdc_keyed_p"
