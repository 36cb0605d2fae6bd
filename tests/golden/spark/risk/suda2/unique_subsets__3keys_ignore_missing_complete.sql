SELECT
  __sdc_cell,
  mask
FROM (
  SELECT
    MIN(__sdc_cell) AS __sdc_cell,
    CAST((
      1 - GROUPING(__sdc_k0)
    ) * 1 + (
      1 - GROUPING(__sdc_k1)
    ) * 2 + (
      1 - GROUPING(__sdc_k2)
    ) * 4 AS BIGINT) AS mask,
    SUM(__sdc_c) AS __sdc_n
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
      (__sdc_k1, __sdc_k2),
      (__sdc_k0, __sdc_k1, __sdc_k2)
    )
) AS g
WHERE
  __sdc_n = 1
