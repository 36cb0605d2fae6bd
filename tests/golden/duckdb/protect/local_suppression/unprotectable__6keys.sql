SELECT "__sdcp_row", [__sdc_k0, __sdc_k1, __sdc_k2, __sdc_k3, __sdc_k4, __sdc_k5]::VARCHAR[] AS key_values
FROM "__sdc_protect_unsafe_p"
ORDER BY 1
