SELECT
  __sdc_cell,
  CAST(fk AS DOUBLE) AS fk,
  Fk_hat
FROM `__sdc_cells_p`
WHERE
  fk > 0
