SELECT
__sdc_g0, __sdc_g1, __sdc_mask, __sdc_s,
    sum(n1) AS n1,
    sum(na) AS na,
    CAST($alpha_den AS HUGEINT) * sum(n1) + CAST($alpha_num AS HUGEINT) * sum(na) AS W
FROM (

    SELECT
t.__sdc_g0, t.__sdc_g1, t.__sdc_mask, s.__sdc_s,
s.n AS n1, CAST(0 AS BIGINT) AS na

    FROM "__sdc_ld0_patterns_s0_p" AS t
    JOIN "__sdc_ld0_values_s0_p" AS s
      ON t.__sdc_g0 = s.__sdc_g0 AND t.__sdc_g1 = s.__sdc_g1 AND TRUE
    WHERE t.__sdc_mask = 0 AND s.__sdc_mask = 0
    UNION ALL

    SELECT
t.__sdc_g0, t.__sdc_g1, t.__sdc_mask, s.__sdc_s,
s.n AS n1, CAST(0 AS BIGINT) AS na

    FROM "__sdc_ld0_patterns_s0_p" AS t
    JOIN "__sdc_ld0_values_s0_p" AS s
      ON t.__sdc_g1 = s.__sdc_g1 AND TRUE
    WHERE t.__sdc_mask = 1 AND s.__sdc_mask = 1
    

) AS joined
GROUP BY __sdc_g0, __sdc_g1, __sdc_mask, __sdc_s
HAVING CAST($alpha_den AS HUGEINT) * sum(n1) + CAST($alpha_num AS HUGEINT) * sum(na) > 0
