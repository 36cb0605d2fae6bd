SELECT
  COALESCE(BOOL_AND(pos = row_id), FALSE) AS input_order
FROM `__sdc_leak_pairs_p`
