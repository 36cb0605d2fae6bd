SELECT
    "income"
FROM "__sdc_keyed_p"
ORDER BY "__sdc_row"
