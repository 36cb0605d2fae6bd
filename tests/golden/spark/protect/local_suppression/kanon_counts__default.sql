SELECT
  COALESCE(dimension, 0) AS dimension,
  COUNT(DISTINCT `__sdcp_row`) AS records,
  COUNT(*) FILTER(WHERE
    open) AS open
FROM `__sdc_protect_kanon_after_1_p`
GROUP BY
  GROUPING SETS (
    (
      dimension
    ),
    ()
  )
ORDER BY
  1 NULLS LAST
