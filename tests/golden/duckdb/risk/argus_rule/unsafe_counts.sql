SELECT set_id, dimension, count(*) AS combinations
FROM "__sdc_argus_1_p"
WHERE unsafe
GROUP BY set_id, dimension
