SELECT * EXCLUDE (__sdc_row) FROM "__sdc_release" ORDER BY rowid
