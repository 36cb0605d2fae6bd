SELECT
    coalesce(sum(__sdc_n), 0) AS n,
coalesce(sum(__sdc_n) FILTER (WHERE __sdc_k0 IS NOT NULL), 0) AS k0_values,
coalesce(sum(__sdc_n) FILTER (WHERE __sdc_k1 IS NOT NULL), 0) AS k1_values,

    coalesce(sum(w_null), 0) AS w_null,
    coalesce(sum(w_nan), 0) AS w_nan,

    coalesce(sum(w_inf), 0) AS w_inf,
    coalesce(sum(w_nonpos), 0) AS w_nonpos,
    coalesce(sum(w_below1), 0) AS w_below1,
    coalesce(sum(w_huge), 0) AS w_huge,


    count(DISTINCT __sdc_k0) AS k0_distinct,

coalesce(sum(__sdc_n) FILTER (WHERE __sdc_k0 <> round(__sdc_k0)), 0) AS k0_fractional,

    count(DISTINCT __sdc_k1) AS k1_distinct,

0 AS k1_fractional,

coalesce(sum(__sdc_n) FILTER (WHERE isnan("__sdc_k0")), 0) AS "__sdc_k0_nan",

    coalesce(sum(__sdc_n) FILTER (WHERE __sdc_k0 IS NULL OR __sdc_k1 IS NULL), 0) AS with_null_keys
FROM "__sdc_grouped_p"
