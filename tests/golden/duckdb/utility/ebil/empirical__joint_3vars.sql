WITH j AS (
    SELECT __sdc_o0, __sdc_o1, __sdc_o2, __sdc_m0, __sdc_m1, __sdc_m2, count(*) AS nij
    FROM "__sdc_paired_keys_p"
    GROUP BY __sdc_o0, __sdc_o1, __sdc_o2, __sdc_m0, __sdc_m1, __sdc_m2
),
t AS (
    SELECT nij, sum(nij) OVER (PARTITION BY __sdc_m0, __sdc_m1, __sdc_m2) AS nj
    FROM j
)
SELECT coalesce(CAST(sum(CAST(nij * ln(CAST(nj AS DOUBLE) / nij) * power(2.0, 60) AS HUGEINT))
                     AS DOUBLE) / power(2.0, 60), 0.0) AS ebil
FROM t
