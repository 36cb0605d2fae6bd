WITH avail AS (
  SELECT
    *,
    (
      CASE WHEN __sdc_k0 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 0)
      ) END + CASE WHEN __sdc_k1 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 1)
      ) END + CASE WHEN __sdc_k2 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 2)
      ) END + CASE WHEN __sdc_k3 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 3)
      ) END + CASE WHEN __sdc_k4 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 4)
      ) END + CASE WHEN __sdc_k5 IS NULL THEN 0 ELSE (
        SHIFTLEFT(CAST(1 AS BIGINT), 5)
      ) END
    ) AS __sdcp_avail
  FROM `__sdc_protect_patterns_p`
), candidates AS (
  SELECT
    __sdcp_pattern,
    CAST(0 AS BIGINT) AS kept
  FROM avail
), screened AS (
  SELECT
    c.__sdcp_pattern,
    c.kept,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 0)
    ) & 1 = 1 THEN a.__sdc_k0 END AS __sdc_k0,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 1)
    ) & 1 = 1 THEN a.__sdc_k1 END AS __sdc_k1,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 2)
    ) & 1 = 1 THEN a.__sdc_k2 END AS __sdc_k2,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 3)
    ) & 1 = 1 THEN a.__sdc_k3 END AS __sdc_k3,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 4)
    ) & 1 = 1 THEN a.__sdc_k4 END AS __sdc_k4,
    CASE WHEN (
      SHIFTRIGHT(c.kept, 5)
    ) & 1 = 1 THEN a.__sdc_k5 END AS __sdc_k5
  FROM candidates AS c
  JOIN avail AS a
    USING (__sdcp_pattern)
)
SELECT
  *
FROM screened
