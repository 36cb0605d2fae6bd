SELECT *, monotonically_increasing_id() AS __sdc_m
FROM (SELECT * FROM "__sdc_src_p") AS t
