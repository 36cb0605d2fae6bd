SELECT rowid + 1 AS __sdc_row, * FROM "__sdc_release_o1"
