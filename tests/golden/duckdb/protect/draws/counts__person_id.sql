SELECT count(*) AS n, count(DISTINCT "pid") AS ids FROM "__sdc_keyed_p"
