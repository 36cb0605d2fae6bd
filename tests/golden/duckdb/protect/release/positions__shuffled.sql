SELECT row_id, new_hh, __sdc_n AS new_row
FROM "__sdc_release_ln1"
