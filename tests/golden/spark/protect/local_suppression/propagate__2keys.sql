SELECT DISTINCT
  m.__sdc_row AS `__sdcp_row`,
  s.key_index
FROM `__sdc_protect_suppressed_1_p` AS s
JOIN `__sdc_keyed_p` AS o
  ON o.__sdc_row = s.`__sdcp_row`
JOIN `__sdc_keyed_p` AS m
  ON m.__sdc_hh = o.__sdc_hh
WHERE
  (
    (
      s.key_index = 0 AND NOT m.__sdc_k0 IS NULL
    )
    OR (
      s.key_index = 2 AND NOT m.__sdc_k2 IS NULL
    )
  )
EXCEPT
SELECT
  `__sdcp_row`,
  key_index
FROM `__sdc_protect_suppressed_1_p`
