SELECT * EXCLUDE (__sdc_row, __sdc_pos) FROM "__sdc_release" ORDER BY __sdc_pos
