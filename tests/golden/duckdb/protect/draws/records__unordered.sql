SELECT CAST("__sdc_row" AS BIGINT) AS __sdc_id
FROM "__sdc_keyed_p"
