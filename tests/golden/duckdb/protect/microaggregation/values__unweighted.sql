SELECT
    __sdc_row AS __sdcm_id

, CAST("income" AS DOUBLE) AS "__sdcm_v0"

FROM "__sdc_keyed_p"
