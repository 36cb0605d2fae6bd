SELECT
    count(*) AS n,
count(__sdc_k0) AS k0_values,
count(__sdc_k1) AS k1_values,
count(__sdc_k2) AS k2_values,

    count(*) FILTER (WHERE __sdc_w IS NULL) AS w_null,
    count(*) FILTER (WHERE isnan(__sdc_w)) AS w_nan,

    count(*) FILTER (WHERE abs(__sdc_w) = CAST('Infinity' AS DOUBLE)) AS w_inf,
    count(*) FILTER (WHERE __sdc_w <= 0) AS w_nonpos,
    count(*) FILTER (WHERE __sdc_w < 1) AS w_below1,
    count(*) FILTER (WHERE __sdc_w >= 1e12) AS w_huge,


    count(DISTINCT __sdc_k0) AS k0_distinct,

0 AS k0_fractional,

    count(DISTINCT __sdc_k1) AS k1_distinct,

0 AS k1_fractional,

    count(DISTINCT __sdc_k2) AS k2_distinct,

0 AS k2_fractional,


    count(*) FILTER (WHERE __sdc_mask <> 0) AS with_null_keys
FROM "__sdc_keyed_p"
