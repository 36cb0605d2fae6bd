SELECT __sdc_row AS __sdc_id FROM "__sdc_release_p1"
