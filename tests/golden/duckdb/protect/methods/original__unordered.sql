SELECT
    "hid",
    "sex",
    "weight"
FROM "__sdc_keyed_p"
