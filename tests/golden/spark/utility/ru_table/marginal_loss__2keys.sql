SELECT
  0 AS key,
  (
    SELECT
      COUNT(DISTINCT __sdc_k0)
    FROM `__sdc_p1_cells`
  ) AS categories_before,
  (
    SELECT
      COUNT(DISTINCT __sdc_k0)
    FROM `__sdc_p1_rg1_base0`
  ) AS categories_after,
  (
    SELECT
      COALESCE(SUM(ABS(COALESCE(b.n, 0) - COALESCE(a.n, 0))), 0)
    FROM (
      SELECT
        CAST(__sdc_k0 AS STRING) AS v,
        SUM(__sdc_c) AS n
      FROM `__sdc_p1_cells`
      GROUP BY
        1
    ) AS b
    FULL OUTER JOIN (
      SELECT
        CAST(__sdc_k0 AS STRING) AS v,
        SUM(__sdc_c) AS n
      FROM `__sdc_p1_rg1_base0`
      GROUP BY
        1
    ) AS a
      ON b.v IS NOT DISTINCT FROM a.v
  ) AS marginal_loss
UNION ALL
SELECT
  1 AS key,
  (
    SELECT
      COUNT(DISTINCT __sdc_k1)
    FROM `__sdc_p1_cells`
  ) AS categories_before,
  (
    SELECT
      COUNT(DISTINCT __sdc_k1)
    FROM `__sdc_p1_rg1_base0`
  ) AS categories_after,
  (
    SELECT
      COALESCE(SUM(ABS(COALESCE(b.n, 0) - COALESCE(a.n, 0))), 0)
    FROM (
      SELECT
        CAST(__sdc_k1 AS STRING) AS v,
        SUM(__sdc_c) AS n
      FROM `__sdc_p1_cells`
      GROUP BY
        1
    ) AS b
    FULL OUTER JOIN (
      SELECT
        CAST(__sdc_k1 AS STRING) AS v,
        SUM(__sdc_c) AS n
      FROM `__sdc_p1_rg1_base0`
      GROUP BY
        1
    ) AS a
      ON b.v IS NOT DISTINCT FROM a.v
  ) AS marginal_loss
ORDER BY
  key NULLS LAST
