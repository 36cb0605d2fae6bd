SELECT
  set_id,
  dimension,
  COUNT(*) AS combinations
FROM `__sdc_argus_1_p`
WHERE
  unsafe
GROUP BY
  set_id,
  dimension
