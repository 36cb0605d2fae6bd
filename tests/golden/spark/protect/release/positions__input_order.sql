SELECT
  row_id,
  new_hh,
  row_id AS new_row
FROM `__sdc_release_l01`
