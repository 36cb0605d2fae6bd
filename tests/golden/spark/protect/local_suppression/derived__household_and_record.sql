SELECT DISTINCT
  m.__sdc_row AS `__sdcp_row`,
  3 AS key_index
FROM `__sdc_protect_suppressed_p` AS s
JOIN `__sdc_keyed_p` AS o
  ON o.__sdc_row = s.`__sdcp_row`
JOIN `__sdc_keyed_p` AS m
  ON m.__sdc_hh = o.__sdc_hh
WHERE
  s.key_index IN (0, 1) AND NOT m.`eqSS` IS NULL
UNION
SELECT DISTINCT
  m.__sdc_row AS `__sdcp_row`,
  4 AS key_index
FROM `__sdc_protect_suppressed_p` AS s
JOIN `__sdc_keyed_p` AS o
  ON o.__sdc_row = s.`__sdcp_row`
JOIN `__sdc_keyed_p` AS m
  ON m.__sdc_row = o.__sdc_row
WHERE
  s.key_index IN (2) AND NOT m.`agegroup` IS NULL
