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
      ) END
    ) AS __sdcp_avail
  FROM `__sdc_protect_patterns_p`
  WHERE
    __sdcp_pattern IN (
      SELECT
        __sdcp_pattern
      FROM `__sdc_protect_scan_p`
      WHERE
        kept = 0 AND safe
    )
), best AS (
  SELECT
    __sdcp_pattern,
    best_rank,
    best_weight
  FROM (
    SELECT
      __sdcp_pattern,
      kept_rank AS best_rank,
      kept_weight AS best_weight,
      ROW_NUMBER() OVER (PARTITION BY __sdcp_pattern ORDER BY kept_rank DESC, kept_weight DESC) AS _w
    FROM (
      SELECT
        __sdcp_pattern,
        (
          CASE WHEN (
            SHIFTRIGHT(kept, 0)
          ) & 1 = 1 THEN :ranks[0] ELSE 0 END + CASE WHEN (
            SHIFTRIGHT(kept, 1)
          ) & 1 = 1 THEN :ranks[1] ELSE 0 END + CASE WHEN (
            SHIFTRIGHT(kept, 2)
          ) & 1 = 1 THEN :ranks[2] ELSE 0 END + CASE WHEN (
            SHIFTRIGHT(kept, 3)
          ) & 1 = 1 THEN :ranks[3] ELSE 0 END + CASE WHEN (
            SHIFTRIGHT(kept, 4)
          ) & 1 = 1 THEN :ranks[4] ELSE 0 END
        ) AS kept_rank,
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
          ) & 1 = 1 THEN :weights[4] ELSE 0 END
        ) AS kept_weight
      FROM `__sdc_protect_scan_p`
      WHERE
        safe
    )
  ) AS _t
  WHERE
    _w = 1
), sets AS (
  SELECT
    kept,
    (
      CASE WHEN (
        SHIFTRIGHT(kept, 0)
      ) & 1 = 1 THEN :ranks[0] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 1)
      ) & 1 = 1 THEN :ranks[1] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 2)
      ) & 1 = 1 THEN :ranks[2] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 3)
      ) & 1 = 1 THEN :ranks[3] ELSE 0 END + CASE WHEN (
        SHIFTRIGHT(kept, 4)
      ) & 1 = 1 THEN :ranks[4] ELSE 0 END
    ) AS kept_rank,
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
      ) & 1 = 1 THEN :weights[4] ELSE 0 END
    ) AS kept_weight
  FROM VALUES
    (CAST(1 AS BIGINT)),
    (CAST(2 AS BIGINT)),
    (CAST(4 AS BIGINT)),
    (CAST(8 AS BIGINT)),
    (CAST(16 AS BIGINT)) AS v(kept)
), candidates AS (
  SELECT
    a.__sdcp_pattern,
    s.kept
  FROM avail AS a
  CROSS JOIN sets AS s
  LEFT JOIN best AS b
    ON b.__sdcp_pattern = a.__sdcp_pattern
  WHERE
    (
      s.kept & ~a.__sdcp_avail
    ) = 0
    AND s.kept <> a.__sdcp_avail
    AND (
      b.__sdcp_pattern IS NULL
      OR s.kept_rank > b.best_rank
      OR (
        s.kept_rank = b.best_rank AND s.kept_weight >= b.best_weight
      )
    )
)
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
  ) & 1 = 1 THEN a.__sdc_k4 END AS __sdc_k4
FROM candidates AS c
JOIN avail AS a
  USING (__sdcp_pattern)
