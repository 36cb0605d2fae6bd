WITH __sdc_ta AS (
  SELECT
    GROUPING_ID(__sdc_k0, __sdc_k1) AS g,
    __sdc_k0,
    __sdc_k1,
    SUM(__sdc_w) AS x
  FROM (
    SELECT
      CAST(`region` AS STRING) AS __sdc_k0,
      CAST(`sex` AS STRING) AS __sdc_k1,
      1.0 AS __sdc_w
    FROM `__sdc_src_1`
  ) AS s
  GROUP BY
    GROUPING SETS (
      (
        __sdc_k0
      ),
      (
        __sdc_k1
      )
    )
), __sdc_tb AS (
  SELECT
    GROUPING_ID(__sdc_k0, __sdc_k1) AS g,
    __sdc_k0,
    __sdc_k1,
    SUM(__sdc_w) AS x
  FROM (
    SELECT
      CAST(`region` AS STRING) AS __sdc_k0,
      CAST(`sex` AS STRING) AS __sdc_k1,
      1.0 AS __sdc_w
    FROM `__sdc_src_2`
  ) AS s
  GROUP BY
    GROUPING SETS (
      (
        __sdc_k0
      ),
      (
        __sdc_k1
      )
    )
)
SELECT
  COALESCE(SUM(ABS(COALESCE(a.x, 0) - COALESCE(b.x, 0))), 0) AS ctbil,
  (
    SELECT
      SUM(1.0)
    FROM `__sdc_src_1`
  ) AS total
FROM __sdc_ta AS a
FULL OUTER JOIN __sdc_tb AS b
  ON a.g = b.g
  AND a.__sdc_k0 IS NOT DISTINCT FROM b.__sdc_k0
  AND a.__sdc_k1 IS NOT DISTINCT FROM b.__sdc_k1
