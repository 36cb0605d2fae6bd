SELECT * FROM "__sdc_protect_suppressed_1_p_0"
UNION ALL

SELECT * FROM "__sdc_protect_suppressed_1_p_1"
UNION ALL

SELECT * FROM "__sdc_protect_suppressed_1_p_2"
