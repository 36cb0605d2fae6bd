WITH units AS (
    SELECT "sdc_exp"(CASE WHEN (s."p0_0" * $l0 + s."p0_1" * $l1 + s."p1_2" * $l2) <= 600.0 THEN (s."p0_0" * $l0 + s."p0_1" * $l1 + s."p1_2" * $l2) END) AS __sdc_g,
           (CAST(CAST((s.size_fixed) // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((s.size_fixed) % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)) * power(2.0, -52) AS __sdc_size
         , (CAST(CAST((s."a0_0") // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((s."a0_0") % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)) * power(2.0, -52) AS a0
         , (CAST(CAST((s."a0_1") // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((s."a0_1") % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)) * power(2.0, -52) AS a1
         , (CAST(CAST((s."a1_2") // CAST(power(2.0, 64) AS HUGEINT) AS BIGINT) AS DOUBLE) * power(2.0, 64) + CAST((s."a1_2") % CAST(power(2.0, 64) AS HUGEINT) AS DOUBLE)) * power(2.0, -52) AS a2
    FROM "__sdc_sampling_unit_shares_p" AS s
),
terms AS (
    SELECT u.__sdc_g, u.__sdc_g * u.a0 AS c0, u.__sdc_g * u.a1 AS c1, u.__sdc_g * u.a2 AS c2, u.__sdc_g * u.a0 * u.a0 / u.__sdc_size AS j0_0, u.__sdc_g * u.a0 * u.a1 / u.__sdc_size AS j0_1, u.__sdc_g * u.a0 * u.a2 / u.__sdc_size AS j0_2, u.__sdc_g * u.a1 * u.a1 / u.__sdc_size AS j1_1, u.__sdc_g * u.a1 * u.a2 / u.__sdc_size AS j1_2, u.__sdc_g * u.a2 * u.a2 / u.__sdc_size AS j2_2
    FROM units AS u
),
scales AS (
    -- 2^(88 - ceil(log2 max term)), clipped to 2^1000: the largest term is below 2^89
    SELECT count(*) FILTER (WHERE __sdc_g IS NULL) > 0 AS overflow
        , CASE WHEN max(c0) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(c0))))) ELSE 1.0 END AS k_c0
        , CASE WHEN max(c1) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(c1))))) ELSE 1.0 END AS k_c1
        , CASE WHEN max(c2) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(c2))))) ELSE 1.0 END AS k_c2
        , CASE WHEN max(j0_0) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j0_0))))) ELSE 1.0 END AS k_j0_0
        , CASE WHEN max(j0_1) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j0_1))))) ELSE 1.0 END AS k_j0_1
        , CASE WHEN max(j0_2) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j0_2))))) ELSE 1.0 END AS k_j0_2
        , CASE WHEN max(j1_1) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j1_1))))) ELSE 1.0 END AS k_j1_1
        , CASE WHEN max(j1_2) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j1_2))))) ELSE 1.0 END AS k_j1_2
        , CASE WHEN max(j2_2) > 0 THEN power(2.0, least(1000.0, 88 - ceil(log2(max(j2_2))))) ELSE 1.0 END AS k_j2_2
    FROM terms
)
SELECT c.*, v.s_c0, v.s_c1, v.s_c2, v.s_j0_0, v.s_j0_1, v.s_j0_2, v.s_j1_1, v.s_j1_2, v.s_j2_2
FROM scales AS c
CROSS JOIN (
    SELECT 1 AS __sdc_one
        , sum((CAST(CAST(floor(round(x.c0 * s.k_c0) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.c0 * s.k_c0) - CAST(floor(round(x.c0 * s.k_c0) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_c0
        , sum((CAST(CAST(floor(round(x.c1 * s.k_c1) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.c1 * s.k_c1) - CAST(floor(round(x.c1 * s.k_c1) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_c1
        , sum((CAST(CAST(floor(round(x.c2 * s.k_c2) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.c2 * s.k_c2) - CAST(floor(round(x.c2 * s.k_c2) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_c2
        , sum((CAST(CAST(floor(round(x.j0_0 * s.k_j0_0) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j0_0 * s.k_j0_0) - CAST(floor(round(x.j0_0 * s.k_j0_0) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j0_0
        , sum((CAST(CAST(floor(round(x.j0_1 * s.k_j0_1) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j0_1 * s.k_j0_1) - CAST(floor(round(x.j0_1 * s.k_j0_1) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j0_1
        , sum((CAST(CAST(floor(round(x.j0_2 * s.k_j0_2) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j0_2 * s.k_j0_2) - CAST(floor(round(x.j0_2 * s.k_j0_2) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j0_2
        , sum((CAST(CAST(floor(round(x.j1_1 * s.k_j1_1) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j1_1 * s.k_j1_1) - CAST(floor(round(x.j1_1 * s.k_j1_1) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j1_1
        , sum((CAST(CAST(floor(round(x.j1_2 * s.k_j1_2) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j1_2 * s.k_j1_2) - CAST(floor(round(x.j1_2 * s.k_j1_2) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j1_2
        , sum((CAST(CAST(floor(round(x.j2_2 * s.k_j2_2) * power(2.0, -44)) AS BIGINT) AS HUGEINT) * CAST(17592186044416 AS HUGEINT) + CAST(CAST(round(x.j2_2 * s.k_j2_2) - CAST(floor(round(x.j2_2 * s.k_j2_2) * power(2.0, -44)) AS DOUBLE) * power(2.0, 44) AS BIGINT) AS HUGEINT))) AS s_j2_2
    FROM terms AS x
    CROSS JOIN scales AS s
) AS v
