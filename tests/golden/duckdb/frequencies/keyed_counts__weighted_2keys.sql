SELECT
__sdc_k0,
__sdc_k1,

"education",

    count(*) AS __sdc_n,
    min(__sdc_row) AS __sdc_row,

    sum(CAST(CASE WHEN __sdc_w > 0 AND __sdc_w < 1e12 THEN __sdc_w END * power(2.0, 52)
             AS HUGEINT)) AS __sdc_wfix,
    count(*) FILTER (WHERE __sdc_w IS NULL) AS w_null,
    count(*) FILTER (WHERE isnan(__sdc_w)) AS w_nan,
    count(*) FILTER (WHERE abs(__sdc_w) = CAST('Infinity' AS DOUBLE)) AS w_inf,
    count(*) FILTER (WHERE __sdc_w <= 0) AS w_nonpos,
    count(*) FILTER (WHERE __sdc_w < 1) AS w_below1,
    count(*) FILTER (WHERE __sdc_w >= 1e12) AS w_huge

FROM "__sdc_keyed_p"
GROUP BY __sdc_k0, __sdc_k1, "education"
