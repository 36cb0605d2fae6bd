WITH c AS (
  SELECT
    COUNT(*) AS n
  FROM `__sdc_paired_keys_p`
  WHERE
    NOT __sdc_o0 IS NULL
  GROUP BY
    __sdc_o0
), h AS (
  SELECT
    COALESCE(-SUM(CAST(n AS DOUBLE) / t * LN(CAST(n AS DOUBLE) / t)), 0.0) AS h
  FROM (
    SELECT
      n,
      SUM(n) OVER () AS t
    FROM c
  ) AS s
)
SELECT
  (
    SELECT
      COUNT(*)
    FROM `__sdc_paired_keys_p`
    WHERE
      NOT __sdc_o0 IS NULL AND __sdc_m0 IS NULL
  ) * h.h AS ebil
FROM h
