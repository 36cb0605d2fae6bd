WITH g AS (
  SELECT
    *,
    SUM(W) OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask) AS tot,
    MAX(W) OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask) AS r1,
    ROW_NUMBER() OVER (PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask ORDER BY W DESC, __sdc_s NULLS LAST) AS rnk,
    SUM(W) OVER (
      PARTITION BY __sdc_g0, __sdc_g1, __sdc_mask
      ORDER BY W DESC, __sdc_s NULLS LAST
      ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING
    ) AS tail
  FROM `__sdc_ld0_group_values_s0_p`
)
SELECT
  __sdc_g0,
  __sdc_g1,
  __sdc_mask,
  COUNT(*) AS l_distinct,
  EXP(
    -SUM(
      CAST(W AS DOUBLE) / CAST(tot AS DOUBLE) * LN(CAST(W AS DOUBLE) / CAST(tot AS DOUBLE))
    )
  ) AS l_entropy,
  COALESCE(
    MAX(
      CASE
        WHEN CAST(:c_den AS DECIMAL(38, 0)) * r1 < CAST(:c_num AS DECIMAL(38, 0)) * tail
        THEN rnk
      END
    ),
    0
  ) AS l_recursive
FROM g
GROUP BY
  __sdc_g0,
  __sdc_g1,
  __sdc_mask
