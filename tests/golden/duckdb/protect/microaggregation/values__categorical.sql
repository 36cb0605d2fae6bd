SELECT
    __sdc_row AS __sdcm_id

, CAST(dense_rank() OVER (ORDER BY "education") - 1 AS DOUBLE) AS "__sdcm_v0", CAST("sector" AS DOUBLE) AS "__sdcm_v1"

FROM "__sdc_keyed_p"
