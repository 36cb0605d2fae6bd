SELECT "__sdcp_row", [CAST(__sdc_k0 AS VARCHAR), CAST(__sdc_k1 AS VARCHAR), CAST(__sdc_k2 AS VARCHAR), CAST(__sdc_k3 AS VARCHAR), CAST(__sdc_k4 AS VARCHAR), CAST(__sdc_k5 AS VARCHAR)] AS key_values
FROM "__sdc_protect_unsafe_p"
ORDER BY 1
