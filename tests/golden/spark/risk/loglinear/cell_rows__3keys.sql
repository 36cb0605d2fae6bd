SELECT
  *
FROM `__sdc_loglinear_cells_p`
ORDER BY
  __sdc_lcell NULLS LAST
