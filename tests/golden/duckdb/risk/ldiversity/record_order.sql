SELECT *
FROM "__sdc_ldiv_records_p"
ORDER BY __sdc_row
