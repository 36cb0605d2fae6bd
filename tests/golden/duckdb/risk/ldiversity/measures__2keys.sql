WITH g AS (
    SELECT
        *,
        sum(W) OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask) AS tot,
        max(W) OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask) AS r1,
        row_number() OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask
                           ORDER BY W DESC, __sdc_s) AS rnk,
        sum(W) OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask
                     ORDER BY W DESC, __sdc_s
                     ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS tail
    FROM "__sdc_ld0_group_values_s0_p"
)
SELECT
__sdc_g0, __sdc_g1, __sdc_mask,
    count(*) AS l_distinct,
    exp(-sum(CAST(W AS DOUBLE) / CAST(tot AS DOUBLE)
             * ln(CAST(W AS DOUBLE) / CAST(tot AS DOUBLE)))) AS l_entropy,
    coalesce(max(CASE WHEN CAST($c_den AS HUGEINT) * r1 < CAST($c_num AS HUGEINT) * tail
                      THEN rnk END), 0) AS l_recursive
FROM g
GROUP BY __sdc_g0, __sdc_g1, __sdc_mask
