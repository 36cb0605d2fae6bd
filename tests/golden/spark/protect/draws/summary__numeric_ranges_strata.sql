WITH strata_ AS (
  /* one row per stratum (one row without strata): the original's bounds */
  SELECT
    COUNT(*) AS __sdc_n,
    `__sdc_s0`,
    MIN(__sdc_b0) AS __sdc_lo0,
    MAX(__sdc_b0) AS __sdc_hi0,
    MIN(__sdc_b1) AS __sdc_lo1,
    MAX(__sdc_b1) AS __sdc_hi1
  FROM `__sdc_noise_paired_p`
  GROUP BY
    `__sdc_s0`
), scales AS (
  /* 2^(88 - ceil(log2 max|x|)), clipped to 2^1000: the largest |X| is below 2^89 */
  SELECT
    1 AS __sdc_one,
    CASE
      WHEN MAX(ABS(__sdc_b0)) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(ABS(__sdc_b0))))))
      ELSE 1.0
    END AS kb0,
    CASE
      WHEN MAX(ABS(__sdc_a0)) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(ABS(__sdc_a0))))))
      ELSE 1.0
    END AS ka0,
    CASE
      WHEN MAX(ABS(__sdc_b1)) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(ABS(__sdc_b1))))))
      ELSE 1.0
    END AS kb1,
    CASE
      WHEN MAX(ABS(__sdc_a1)) > 0
      THEN POWER(2.0, LEAST(1000.0, 88 - CEIL(LOG(2, MAX(ABS(__sdc_a1))))))
      ELSE 1.0
    END AS ka1
  FROM `__sdc_noise_paired_p`
), fixed AS (
  SELECT
    j.*,
    (
      CASE
        WHEN j.__sdc_b0 * c.kb0 < 0
        THEN -(
          CASE
            WHEN ABS(j.__sdc_b0 * c.kb0) >= POWER(2.0, 52)
            THEN ABS(j.__sdc_b0 * c.kb0)
            ELSE CAST(FLOOR(ABS(j.__sdc_b0 * c.kb0)) AS DOUBLE) + CASE
              WHEN ABS(j.__sdc_b0 * c.kb0) - FLOOR(ABS(j.__sdc_b0 * c.kb0)) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        )
        ELSE CASE
          WHEN ABS(j.__sdc_b0 * c.kb0) >= POWER(2.0, 52)
          THEN ABS(j.__sdc_b0 * c.kb0)
          ELSE CAST(FLOOR(ABS(j.__sdc_b0 * c.kb0)) AS DOUBLE) + CASE
            WHEN ABS(j.__sdc_b0 * c.kb0) - FLOOR(ABS(j.__sdc_b0 * c.kb0)) >= 0.5
            THEN 1.0
            ELSE 0.0
          END
        END
      END
    ) AS __sdc_xb0,
    (
      CASE
        WHEN j.__sdc_a0 * c.ka0 < 0
        THEN -(
          CASE
            WHEN ABS(j.__sdc_a0 * c.ka0) >= POWER(2.0, 52)
            THEN ABS(j.__sdc_a0 * c.ka0)
            ELSE CAST(FLOOR(ABS(j.__sdc_a0 * c.ka0)) AS DOUBLE) + CASE
              WHEN ABS(j.__sdc_a0 * c.ka0) - FLOOR(ABS(j.__sdc_a0 * c.ka0)) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        )
        ELSE CASE
          WHEN ABS(j.__sdc_a0 * c.ka0) >= POWER(2.0, 52)
          THEN ABS(j.__sdc_a0 * c.ka0)
          ELSE CAST(FLOOR(ABS(j.__sdc_a0 * c.ka0)) AS DOUBLE) + CASE
            WHEN ABS(j.__sdc_a0 * c.ka0) - FLOOR(ABS(j.__sdc_a0 * c.ka0)) >= 0.5
            THEN 1.0
            ELSE 0.0
          END
        END
      END
    ) AS __sdc_xa0,
    r.__sdc_lo0,
    r.__sdc_hi0,
    (
      CASE
        WHEN j.__sdc_b1 * c.kb1 < 0
        THEN -(
          CASE
            WHEN ABS(j.__sdc_b1 * c.kb1) >= POWER(2.0, 52)
            THEN ABS(j.__sdc_b1 * c.kb1)
            ELSE CAST(FLOOR(ABS(j.__sdc_b1 * c.kb1)) AS DOUBLE) + CASE
              WHEN ABS(j.__sdc_b1 * c.kb1) - FLOOR(ABS(j.__sdc_b1 * c.kb1)) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        )
        ELSE CASE
          WHEN ABS(j.__sdc_b1 * c.kb1) >= POWER(2.0, 52)
          THEN ABS(j.__sdc_b1 * c.kb1)
          ELSE CAST(FLOOR(ABS(j.__sdc_b1 * c.kb1)) AS DOUBLE) + CASE
            WHEN ABS(j.__sdc_b1 * c.kb1) - FLOOR(ABS(j.__sdc_b1 * c.kb1)) >= 0.5
            THEN 1.0
            ELSE 0.0
          END
        END
      END
    ) AS __sdc_xb1,
    (
      CASE
        WHEN j.__sdc_a1 * c.ka1 < 0
        THEN -(
          CASE
            WHEN ABS(j.__sdc_a1 * c.ka1) >= POWER(2.0, 52)
            THEN ABS(j.__sdc_a1 * c.ka1)
            ELSE CAST(FLOOR(ABS(j.__sdc_a1 * c.ka1)) AS DOUBLE) + CASE
              WHEN ABS(j.__sdc_a1 * c.ka1) - FLOOR(ABS(j.__sdc_a1 * c.ka1)) >= 0.5
              THEN 1.0
              ELSE 0.0
            END
          END
        )
        ELSE CASE
          WHEN ABS(j.__sdc_a1 * c.ka1) >= POWER(2.0, 52)
          THEN ABS(j.__sdc_a1 * c.ka1)
          ELSE CAST(FLOOR(ABS(j.__sdc_a1 * c.ka1)) AS DOUBLE) + CASE
            WHEN ABS(j.__sdc_a1 * c.ka1) - FLOOR(ABS(j.__sdc_a1 * c.ka1)) >= 0.5
            THEN 1.0
            ELSE 0.0
          END
        END
      END
    ) AS __sdc_xa1,
    r.__sdc_lo1,
    r.__sdc_hi1
  FROM `__sdc_noise_paired_p` AS j
  CROSS JOIN scales AS c
  JOIN strata_ AS r
    ON TRUE AND r.`__sdc_s0` IS NOT DISTINCT FROM j.`__sdc_s0`
), parts AS (
  SELECT
    f.*,
    CAST(CAST(FLOOR(f.__sdc_xb0 / POWER(2.0, 44)) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_hb0,
    CAST(CAST(f.__sdc_xb0 - FLOOR(f.__sdc_xb0 / POWER(2.0, 44)) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_lb0,
    CAST(CAST(FLOOR(f.__sdc_xa0 / POWER(2.0, 44)) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_ha0,
    CAST(CAST(f.__sdc_xa0 - FLOOR(f.__sdc_xa0 / POWER(2.0, 44)) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_la0,
    CAST(CAST(FLOOR(f.__sdc_xb1 / POWER(2.0, 44)) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_hb1,
    CAST(CAST(f.__sdc_xb1 - FLOOR(f.__sdc_xb1 / POWER(2.0, 44)) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_lb1,
    CAST(CAST(FLOOR(f.__sdc_xa1 / POWER(2.0, 44)) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_ha1,
    CAST(CAST(f.__sdc_xa1 - FLOOR(f.__sdc_xa1 / POWER(2.0, 44)) * POWER(2.0, 44) AS BIGINT) AS DECIMAL(38, 0)) AS __sdc_la1
  FROM fixed AS f
), totals AS (
  SELECT
    COUNT(*) AS n,
    COUNT(*) FILTER(WHERE
      __sdc_b0 IS DISTINCT FROM __sdc_a0) AS changed0,
    COUNT(__sdc_b0) AS nb0,
    SUM(__sdc_hb0) AS `shb0`,
    SUM(__sdc_lb0) AS `slb0`,
    SUM(__sdc_hb0 * __sdc_hb0) AS `hhb0`,
    SUM(__sdc_hb0 * __sdc_lb0) AS `hlb0`,
    SUM(__sdc_lb0 * __sdc_lb0) AS `llb0`,
    COUNT(__sdc_a0) AS na0,
    SUM(__sdc_ha0) AS `sha0`,
    SUM(__sdc_la0) AS `sla0`,
    SUM(__sdc_ha0 * __sdc_ha0) AS `hha0`,
    SUM(__sdc_ha0 * __sdc_la0) AS `hla0`,
    SUM(__sdc_la0 * __sdc_la0) AS `lla0`,
    COUNT(*) FILTER(WHERE
      (
        __sdc_b0 > 0 AND __sdc_a0 < 0
      ) OR (
        __sdc_b0 < 0 AND __sdc_a0 > 0
      )) AS crossed_zero0,
    COUNT(*) FILTER(WHERE
      NOT __sdc_b0 IS NULL AND (
        __sdc_a0 < __sdc_lo0 OR __sdc_a0 > __sdc_hi0
      )) AS outside_range0,
    COUNT(*) FILTER(WHERE
      NOT __sdc_b0 IS NULL
      AND (
        (
          __sdc_a0 < 0 AND __sdc_lo0 >= 0
        ) OR (
          __sdc_a0 > 0 AND __sdc_hi0 <= 0
        )
      )) AS new_sign0,
    COUNT(*) FILTER(WHERE
      __sdc_b1 IS DISTINCT FROM __sdc_a1) AS changed1,
    COUNT(__sdc_b1) AS nb1,
    SUM(__sdc_hb1) AS `shb1`,
    SUM(__sdc_lb1) AS `slb1`,
    SUM(__sdc_hb1 * __sdc_hb1) AS `hhb1`,
    SUM(__sdc_hb1 * __sdc_lb1) AS `hlb1`,
    SUM(__sdc_lb1 * __sdc_lb1) AS `llb1`,
    COUNT(__sdc_a1) AS na1,
    SUM(__sdc_ha1) AS `sha1`,
    SUM(__sdc_la1) AS `sla1`,
    SUM(__sdc_ha1 * __sdc_ha1) AS `hha1`,
    SUM(__sdc_ha1 * __sdc_la1) AS `hla1`,
    SUM(__sdc_la1 * __sdc_la1) AS `lla1`,
    COUNT(*) FILTER(WHERE
      (
        __sdc_b1 > 0 AND __sdc_a1 < 0
      ) OR (
        __sdc_b1 < 0 AND __sdc_a1 > 0
      )) AS crossed_zero1,
    COUNT(*) FILTER(WHERE
      NOT __sdc_b1 IS NULL AND (
        __sdc_a1 < __sdc_lo1 OR __sdc_a1 > __sdc_hi1
      )) AS outside_range1,
    COUNT(*) FILTER(WHERE
      NOT __sdc_b1 IS NULL
      AND (
        (
          __sdc_a1 < 0 AND __sdc_lo1 >= 0
        ) OR (
          __sdc_a1 > 0 AND __sdc_hi1 <= 0
        )
      )) AS new_sign1
  FROM parts
)
SELECT
  t.*,
  (
    SELECT
      COUNT(*)
    FROM strata_
    WHERE
      __sdc_n > 0
  ) AS strata,
  c.*
FROM totals AS t
CROSS JOIN scales AS c
