SELECT count(*) AS n, count(*) AS ids FROM "__sdc_keyed_p"
