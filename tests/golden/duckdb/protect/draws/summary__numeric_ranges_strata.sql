WITH strata_ AS (
    -- one row per stratum (one row without strata): the original's bounds
    SELECT count(*) AS __sdc_n, "__sdc_s0"
        , min(__sdc_b0) AS __sdc_lo0, max(__sdc_b0) AS __sdc_hi0
        , min(__sdc_b1) AS __sdc_lo1, max(__sdc_b1) AS __sdc_hi1
    FROM "__sdc_noise_paired_p"
    GROUP BY "__sdc_s0"
),
scales AS (
    -- 2^(88 - ceil(log2 max|x|)), clipped to 2^1000: the largest |X| is below 2^89
    SELECT 1 AS __sdc_one
        , CASE WHEN max(abs(__sdc_b0)) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs(__sdc_b0)))))) ELSE 1.0 END AS kb0
        , CASE WHEN max(abs(__sdc_a0)) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs(__sdc_a0)))))) ELSE 1.0 END AS ka0
        , CASE WHEN max(abs(__sdc_b1)) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs(__sdc_b1)))))) ELSE 1.0 END AS kb1
        , CASE WHEN max(abs(__sdc_a1)) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(abs(__sdc_a1)))))) ELSE 1.0 END AS ka1
    FROM "__sdc_noise_paired_p"
),
fixed AS (
    SELECT j.*
        , (CASE WHEN j.__sdc_b0 * c.kb0 < 0 THEN -(CASE WHEN abs(j.__sdc_b0 * c.kb0) >= power(2.0, 52) THEN abs(j.__sdc_b0 * c.kb0) ELSE CAST(floor(abs(j.__sdc_b0 * c.kb0)) AS DOUBLE) + CASE WHEN abs(j.__sdc_b0 * c.kb0) - floor(abs(j.__sdc_b0 * c.kb0)) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(j.__sdc_b0 * c.kb0) >= power(2.0, 52) THEN abs(j.__sdc_b0 * c.kb0) ELSE CAST(floor(abs(j.__sdc_b0 * c.kb0)) AS DOUBLE) + CASE WHEN abs(j.__sdc_b0 * c.kb0) - floor(abs(j.__sdc_b0 * c.kb0)) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS __sdc_xb0
        , (CASE WHEN j.__sdc_a0 * c.ka0 < 0 THEN -(CASE WHEN abs(j.__sdc_a0 * c.ka0) >= power(2.0, 52) THEN abs(j.__sdc_a0 * c.ka0) ELSE CAST(floor(abs(j.__sdc_a0 * c.ka0)) AS DOUBLE) + CASE WHEN abs(j.__sdc_a0 * c.ka0) - floor(abs(j.__sdc_a0 * c.ka0)) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(j.__sdc_a0 * c.ka0) >= power(2.0, 52) THEN abs(j.__sdc_a0 * c.ka0) ELSE CAST(floor(abs(j.__sdc_a0 * c.ka0)) AS DOUBLE) + CASE WHEN abs(j.__sdc_a0 * c.ka0) - floor(abs(j.__sdc_a0 * c.ka0)) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS __sdc_xa0
        , r.__sdc_lo0, r.__sdc_hi0
        , (CASE WHEN j.__sdc_b1 * c.kb1 < 0 THEN -(CASE WHEN abs(j.__sdc_b1 * c.kb1) >= power(2.0, 52) THEN abs(j.__sdc_b1 * c.kb1) ELSE CAST(floor(abs(j.__sdc_b1 * c.kb1)) AS DOUBLE) + CASE WHEN abs(j.__sdc_b1 * c.kb1) - floor(abs(j.__sdc_b1 * c.kb1)) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(j.__sdc_b1 * c.kb1) >= power(2.0, 52) THEN abs(j.__sdc_b1 * c.kb1) ELSE CAST(floor(abs(j.__sdc_b1 * c.kb1)) AS DOUBLE) + CASE WHEN abs(j.__sdc_b1 * c.kb1) - floor(abs(j.__sdc_b1 * c.kb1)) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS __sdc_xb1
        , (CASE WHEN j.__sdc_a1 * c.ka1 < 0 THEN -(CASE WHEN abs(j.__sdc_a1 * c.ka1) >= power(2.0, 52) THEN abs(j.__sdc_a1 * c.ka1) ELSE CAST(floor(abs(j.__sdc_a1 * c.ka1)) AS DOUBLE) + CASE WHEN abs(j.__sdc_a1 * c.ka1) - floor(abs(j.__sdc_a1 * c.ka1)) >= 0.5 THEN 1.0 ELSE 0.0 END END) ELSE CASE WHEN abs(j.__sdc_a1 * c.ka1) >= power(2.0, 52) THEN abs(j.__sdc_a1 * c.ka1) ELSE CAST(floor(abs(j.__sdc_a1 * c.ka1)) AS DOUBLE) + CASE WHEN abs(j.__sdc_a1 * c.ka1) - floor(abs(j.__sdc_a1 * c.ka1)) >= 0.5 THEN 1.0 ELSE 0.0 END END END) AS __sdc_xa1
        , r.__sdc_lo1, r.__sdc_hi1
    FROM "__sdc_noise_paired_p" AS j
    CROSS JOIN scales AS c
    JOIN strata_ AS r ON TRUE
        AND r."__sdc_s0" IS NOT DISTINCT FROM j."__sdc_s0"
),
parts AS (
    SELECT f.*
        , CAST(CAST(floor(f.__sdc_xb0 / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS __sdc_hb0
        , CAST(CAST(f.__sdc_xb0 - floor(f.__sdc_xb0 / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS __sdc_lb0
        , CAST(CAST(floor(f.__sdc_xa0 / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS __sdc_ha0
        , CAST(CAST(f.__sdc_xa0 - floor(f.__sdc_xa0 / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS __sdc_la0
        , CAST(CAST(floor(f.__sdc_xb1 / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS __sdc_hb1
        , CAST(CAST(f.__sdc_xb1 - floor(f.__sdc_xb1 / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS __sdc_lb1
        , CAST(CAST(floor(f.__sdc_xa1 / power(2.0, 44)) AS BIGINT) AS HUGEINT) AS __sdc_ha1
        , CAST(CAST(f.__sdc_xa1 - floor(f.__sdc_xa1 / power(2.0, 44)) * power(2.0, 44) AS BIGINT) AS HUGEINT) AS __sdc_la1
    FROM fixed AS f
),
totals AS (
    SELECT count(*) AS n
        , count(*) FILTER (WHERE __sdc_b0 IS DISTINCT FROM __sdc_a0) AS changed0
        , count(__sdc_b0) AS nb0
        , sum(__sdc_hb0) AS "shb0", sum(__sdc_lb0) AS "slb0", sum(__sdc_hb0 * __sdc_hb0) AS "hhb0", sum(__sdc_hb0 * __sdc_lb0) AS "hlb0", sum(__sdc_lb0 * __sdc_lb0) AS "llb0"
        , count(__sdc_a0) AS na0
        , sum(__sdc_ha0) AS "sha0", sum(__sdc_la0) AS "sla0", sum(__sdc_ha0 * __sdc_ha0) AS "hha0", sum(__sdc_ha0 * __sdc_la0) AS "hla0", sum(__sdc_la0 * __sdc_la0) AS "lla0"
        , count(*) FILTER (WHERE (__sdc_b0 > 0 AND __sdc_a0 < 0) OR (__sdc_b0 < 0 AND __sdc_a0 > 0)) AS crossed_zero0
        , count(*) FILTER (WHERE __sdc_b0 IS NOT NULL AND (__sdc_a0 < __sdc_lo0 OR __sdc_a0 > __sdc_hi0)) AS outside_range0
        , count(*) FILTER (WHERE __sdc_b0 IS NOT NULL AND ((__sdc_a0 < 0 AND __sdc_lo0 >= 0) OR (__sdc_a0 > 0 AND __sdc_hi0 <= 0))) AS new_sign0
        , count(*) FILTER (WHERE __sdc_b1 IS DISTINCT FROM __sdc_a1) AS changed1
        , count(__sdc_b1) AS nb1
        , sum(__sdc_hb1) AS "shb1", sum(__sdc_lb1) AS "slb1", sum(__sdc_hb1 * __sdc_hb1) AS "hhb1", sum(__sdc_hb1 * __sdc_lb1) AS "hlb1", sum(__sdc_lb1 * __sdc_lb1) AS "llb1"
        , count(__sdc_a1) AS na1
        , sum(__sdc_ha1) AS "sha1", sum(__sdc_la1) AS "sla1", sum(__sdc_ha1 * __sdc_ha1) AS "hha1", sum(__sdc_ha1 * __sdc_la1) AS "hla1", sum(__sdc_la1 * __sdc_la1) AS "lla1"
        , count(*) FILTER (WHERE (__sdc_b1 > 0 AND __sdc_a1 < 0) OR (__sdc_b1 < 0 AND __sdc_a1 > 0)) AS crossed_zero1
        , count(*) FILTER (WHERE __sdc_b1 IS NOT NULL AND (__sdc_a1 < __sdc_lo1 OR __sdc_a1 > __sdc_hi1)) AS outside_range1
        , count(*) FILTER (WHERE __sdc_b1 IS NOT NULL AND ((__sdc_a1 < 0 AND __sdc_lo1 >= 0) OR (__sdc_a1 > 0 AND __sdc_hi1 <= 0))) AS new_sign1
    FROM parts
)
SELECT t.*, (SELECT count(*) FROM strata_ WHERE __sdc_n > 0) AS strata, c.*
FROM totals AS t
CROSS JOIN scales AS c
