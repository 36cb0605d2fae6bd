SELECT
  COUNT(*) AS clamped
FROM `__sdc_cells_p`
WHERE
  fk > 0 AND CAST(fk AS DOUBLE) / CAST(Fk_hat AS DOUBLE) > 1.0
