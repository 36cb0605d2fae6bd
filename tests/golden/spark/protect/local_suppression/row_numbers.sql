SELECT
  u.row_id,
  COUNT(*) AS row_number
FROM `__sdc_keyed_p` AS r
JOIN (
  SELECT
    EXPLODE(:ids) AS row_id
) AS u
  ON r.__sdc_row <= u.row_id
GROUP BY
  u.row_id
