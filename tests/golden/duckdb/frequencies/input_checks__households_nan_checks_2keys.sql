SELECT
    count(*) AS n,
count(__sdc_k0) AS k0_values,
count(__sdc_k1) AS k1_values,

    count(*) FILTER (WHERE __sdc_w IS NULL) AS w_null,
    count(*) FILTER (WHERE isnan(__sdc_w)) AS w_nan,

    count(*) FILTER (WHERE abs(__sdc_w) = CAST('Infinity' AS DOUBLE)) AS w_inf,
    count(*) FILTER (WHERE __sdc_w <= 0) AS w_nonpos,
    count(*) FILTER (WHERE __sdc_w < 1) AS w_below1,
    count(*) FILTER (WHERE __sdc_w >= 1e12) AS w_huge,
count(*) FILTER (WHERE __sdc_hh IS NULL) AS hh_null,


    count(DISTINCT __sdc_k0) AS k0_distinct,

count(*) FILTER (WHERE __sdc_k0 <> round(__sdc_k0)) AS k0_fractional,

count(*) FILTER (WHERE isnan("__sdc_k0")) AS "__sdc_k0_nan",
count(*) FILTER (WHERE isnan("__sdc_hh")) AS "__sdc_hh_nan",

    count(*) FILTER (WHERE __sdc_mask <> 0) AS with_null_keys
FROM "__sdc_keyed_p"
