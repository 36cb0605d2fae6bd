WITH strata_ AS (
  /* one row per stratum (one row without strata): the original's bounds */
  SELECT
    COUNT(*) AS __sdc_n
  FROM `__sdc_pram_paired_p`
), totals AS (
  SELECT
    COUNT(*) AS n,
    COUNT(*) FILTER(WHERE
      __sdc_b0 IS DISTINCT FROM __sdc_a0) AS changed0
  FROM `__sdc_pram_paired_p`
)
SELECT
  t.*,
  (
    SELECT
      COUNT(*)
    FROM strata_
    WHERE
      __sdc_n > 0
  ) AS strata
FROM totals AS t
