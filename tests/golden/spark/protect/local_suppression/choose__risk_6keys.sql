WITH scored AS (
  SELECT
    __sdcp_pattern,
    kept,
    value,
    (
      CASE WHEN (
        SHIFTRIGHT(kept, 0)
      ) & 1 = 1 THEN :weights[0] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 1)
      ) & 1 = 1 THEN :weights[1] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 2)
      ) & 1 = 1 THEN :weights[2] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 3)
      ) & 1 = 1 THEN :weights[3] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 4)
      ) & 1 = 1 THEN :weights[4] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 5)
      ) & 1 = 1 THEN :weights[5] ELSE 0 END
    ) AS kept_weight,
    CAST(0 AS BIGINT) AS kept_rank
  FROM `__sdc_protect_scan_p`
  WHERE
    safe
), chosen AS (
  SELECT
    __sdcp_pattern,
    kept
  FROM (
    SELECT
      __sdcp_pattern,
      kept,
      ROW_NUMBER() OVER (
        PARTITION BY __sdcp_pattern
        ORDER BY kept_rank DESC, kept_weight DESC, value ASC NULLS LAST, kept DESC
      ) AS _w
    FROM scored
  ) AS _t
  WHERE
    _w = 1
), avail AS (
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
)
SELECT
  a.__sdc_k0,
  a.__sdc_k1,
  a.__sdc_k2,
  a.__sdc_k3,
  a.__sdc_k4,
  a.__sdc_k5,
  COALESCE(c.kept, CAST(0 AS BIGINT)) AS kept,
  CASE WHEN c.kept IS NULL THEN 7 ELSE BIT_COUNT(a.__sdcp_avail & ~c.kept) END AS cost
FROM avail AS a
LEFT JOIN chosen AS c
  USING (__sdcp_pattern)
