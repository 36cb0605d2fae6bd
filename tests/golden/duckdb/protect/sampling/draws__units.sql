SELECT
    __sdc_unit AS __sdc_id,
    "sdc_uniform"(CAST($key AS UBIGINT), __sdc_unit) AS u
FROM "__sdc_sampling_units_p"
