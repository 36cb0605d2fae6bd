SELECT
    __sdc_row AS __sdcm_id
, "region"
, CAST("income" AS DOUBLE) AS "__sdcm_v0", CAST("rent" AS DOUBLE) AS "__sdcm_v1"
, CAST(__sdc_w AS DOUBLE) AS __sdcm_w
FROM "__sdc_keyed_p"
