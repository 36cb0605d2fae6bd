SELECT
    "sex",
    "sample_weight"
FROM "__sdc_protect_original_p"
