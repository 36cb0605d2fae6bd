WITH grouped AS (
  SELECT
    GROUPING_ID(__sdc_k0, __sdc_k1, __sdc_k2) AS __sdc_gid,
    __sdc_k0,
    __sdc_k1,
    __sdc_k2,
    SUM(__sdc_c) AS fk,
    CAST(SUM(__sdc_wsum) AS DOUBLE) * POWER(2.0, -52) AS Fk_hat
  FROM `__sdc_cells_p`
  GROUP BY
    GROUPING SETS (
      (
        __sdc_k0
      ),
      (
        __sdc_k1
      ),
      (
        __sdc_k2
      ),
      (__sdc_k0, __sdc_k1),
      (__sdc_k0, __sdc_k2),
      (__sdc_k1, __sdc_k2)
    )
), labelled AS (
  SELECT
    CASE __sdc_gid
      WHEN 3
      THEN 0
      WHEN 5
      THEN 1
      WHEN 6
      THEN 2
      WHEN 1
      THEN 3
      WHEN 2
      THEN 4
      WHEN 4
      THEN 5
    END AS set_id,
    CASE __sdc_gid
      WHEN 3
      THEN 1
      WHEN 5
      THEN 1
      WHEN 6
      THEN 1
      WHEN 1
      THEN 2
      WHEN 2
      THEN 2
      WHEN 4
      THEN 2
    END AS dimension,
    *
    EXCEPT (__sdc_gid)
  FROM grouped
  WHERE
    (
      __sdc_gid = 3 AND NOT __sdc_k0 IS NULL
    )
    OR (
      __sdc_gid = 5 AND NOT __sdc_k1 IS NULL
    )
    OR (
      __sdc_gid = 6 AND NOT __sdc_k2 IS NULL
    )
    OR (
      __sdc_gid = 1 AND NOT __sdc_k0 IS NULL AND NOT __sdc_k1 IS NULL
    )
    OR (
      __sdc_gid = 2 AND NOT __sdc_k0 IS NULL AND NOT __sdc_k2 IS NULL
    )
    OR (
      __sdc_gid = 4 AND NOT __sdc_k1 IS NULL AND NOT __sdc_k2 IS NULL
    )
)
SELECT
  *,
  fk < :thresholds[CAST(dimension AS INT) + -1] AS unsafe
FROM labelled
