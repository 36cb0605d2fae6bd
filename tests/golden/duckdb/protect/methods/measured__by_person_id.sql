SELECT
    "income",
    "weight"
FROM "__sdc_noise_protected_p"
ORDER BY "pid"
