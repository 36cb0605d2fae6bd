SELECT __sdc_params
FROM "__sdc_linkage_records_1"
WHERE __sdc_params IS NOT NULL
ORDER BY __sdc_id
