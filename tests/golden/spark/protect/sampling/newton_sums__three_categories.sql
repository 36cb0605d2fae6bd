WITH units AS (
  SELECT
    `SDC_EXP`(
      CASE
        WHEN (
          s.`p0_0` * :l0 + s.`p0_1` * :l1 + s.`p1_2` * :l2
        ) <= 600.0
        THEN (
          s.`p0_0` * :l0 + s.`p0_1` * :l1 + s.`p1_2` * :l2
        )
      END
    ) AS __sdc_g,
    (
      CAST(CAST((
        s.size_fixed
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        s.size_fixed
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    ) * POWER(2.0, -52) AS __sdc_size,
    (
      CAST(CAST((
        s.`a0_0`
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        s.`a0_0`
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    ) * POWER(2.0, -52) AS a0,
    (
      CAST(CAST((
        s.`a0_1`
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        s.`a0_1`
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    ) * POWER(2.0, -52) AS a1,
    (
      CAST(CAST((
        s.`a1_2`
      ) DIV CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS BIGINT) AS DOUBLE) * POWER(2.0, 64) + CAST((
        s.`a1_2`
      ) % CAST(POWER(2.0, 64) AS DECIMAL(38, 0)) AS DOUBLE)
    ) * POWER(2.0, -52) AS a2
  FROM `__sdc_sampling_unit_shares_p` AS s
), terms AS (
  SELECT
    u.__sdc_g,
    u.__sdc_g * u.a0 AS c0,
    u.__sdc_g * u.a1 AS c1,
    u.__sdc_g * u.a2 AS c2,
    u.__sdc_g * u.a0 * u.a0 / u.__sdc_size AS j0_0,
    u.__sdc_g * u.a0 * u.a1 / u.__sdc_size AS j0_1,
    u.__sdc_g * u.a0 * u.a2 / u.__sdc_size AS j0_2,
    u.__sdc_g * u.a1 * u.a1 / u.__sdc_size AS j1_1,
    u.__sdc_g * u.a1 * u.a2 / u.__sdc_size AS j1_2,
    u.__sdc_g * u.a2 * u.a2 / u.__sdc_size AS j2_2
  FROM units AS u
), scales AS (
  /* 2^(88 - ceil(log2 max term)), clipped to 2^1000: the largest term is below 2^89 */
  SELECT
    COUNT(*) FILTER(WHERE
      __sdc_g IS NULL) > 0 AS overflow,
    CASE
      WHEN MAX(c0) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(c0)))))
      ELSE 1.0
    END AS k_c0,
    CASE
      WHEN MAX(c1) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(c1)))))
      ELSE 1.0
    END AS k_c1,
    CASE
      WHEN MAX(c2) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(c2)))))
      ELSE 1.0
    END AS k_c2,
    CASE
      WHEN MAX(j0_0) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j0_0)))))
      ELSE 1.0
    END AS k_j0_0,
    CASE
      WHEN MAX(j0_1) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j0_1)))))
      ELSE 1.0
    END AS k_j0_1,
    CASE
      WHEN MAX(j0_2) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j0_2)))))
      ELSE 1.0
    END AS k_j0_2,
    CASE
      WHEN MAX(j1_1) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j1_1)))))
      ELSE 1.0
    END AS k_j1_1,
    CASE
      WHEN MAX(j1_2) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j1_2)))))
      ELSE 1.0
    END AS k_j1_2,
    CASE
      WHEN MAX(j2_2) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(j2_2)))))
      ELSE 1.0
    END AS k_j2_2
  FROM terms
)
SELECT
  c.*,
  v.s_c0,
  v.s_c1,
  v.s_c2,
  v.s_j0_0,
  v.s_j0_1,
  v.s_j0_2,
  v.s_j1_1,
  v.s_j1_2,
  v.s_j2_2
FROM scales AS c
CROSS JOIN (
  SELECT
    1 AS __sdc_one,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.c0 * s.k_c0) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.c0 * s.k_c0) - CAST(FLOOR(ROUND(x.c0 * s.k_c0) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_c0,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.c1 * s.k_c1) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.c1 * s.k_c1) - CAST(FLOOR(ROUND(x.c1 * s.k_c1) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_c1,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.c2 * s.k_c2) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.c2 * s.k_c2) - CAST(FLOOR(ROUND(x.c2 * s.k_c2) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_c2,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j0_0 * s.k_j0_0) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j0_0 * s.k_j0_0) - CAST(FLOOR(ROUND(x.j0_0 * s.k_j0_0) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j0_0,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j0_1 * s.k_j0_1) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j0_1 * s.k_j0_1) - CAST(FLOOR(ROUND(x.j0_1 * s.k_j0_1) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j0_1,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j0_2 * s.k_j0_2) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j0_2 * s.k_j0_2) - CAST(FLOOR(ROUND(x.j0_2 * s.k_j0_2) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j0_2,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j1_1 * s.k_j1_1) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j1_1 * s.k_j1_1) - CAST(FLOOR(ROUND(x.j1_1 * s.k_j1_1) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j1_1,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j1_2 * s.k_j1_2) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j1_2 * s.k_j1_2) - CAST(FLOOR(ROUND(x.j1_2 * s.k_j1_2) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j1_2,
    SUM(
      (
        CAST(CAST(FLOOR(ROUND(x.j2_2 * s.k_j2_2) * POWER(2.0, -44)) AS BIGINT) AS DECIMAL(38, 0)) * CAST(17592186044416 AS DECIMAL(38, 0)) + CAST(CAST(ROUND(x.j2_2 * s.k_j2_2) - CAST(FLOOR(ROUND(x.j2_2 * s.k_j2_2) * POWER(2.0, -44)) AS DOUBLE) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0))
      )
    ) AS s_j2_2
  FROM terms AS x
  CROSS JOIN scales AS s
) AS v
