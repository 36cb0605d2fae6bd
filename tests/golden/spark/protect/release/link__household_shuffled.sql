SELECT
  p.__sdc_row AS row_id,
  :hh_offset + h.__sdc_n AS new_hh,
  d.u
FROM `__sdc_release_p` AS p
JOIN `__sdc_release_h` AS h
  ON h.hh = CAST(p.`hh` AS STRING)
JOIN `__sdc_release_d` AS d
  ON d.__sdc_id = p.__sdc_row
