SELECT
  __sdc_cell,
  __sdc_k0,
  __sdc_k1,
  __sdc_k2,
  __sdc_c
FROM `__sdc_cells_p`
