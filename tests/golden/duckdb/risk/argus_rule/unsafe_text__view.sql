SELECT
    dimension,
    array_to_string(variables, '*') AS variables,
    array_to_string("values", '*') AS "values",
    fk,
    Fk_hat
FROM "__sdc_argus_unsafe_1_p"
