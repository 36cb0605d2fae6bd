SELECT * FROM "__sdc_release_p1"
