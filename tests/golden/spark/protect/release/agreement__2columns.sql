SELECT
  0 AS column_index,
  COUNT(*) FILTER(WHERE
    NOT p.`hh` IS NULL
    AND NOT o.`hh` IS NULL
    AND CAST(p.`hh` AS STRING) <> CAST(o.`hh` AS STRING)) AS disagreeing
FROM `__sdc_release_p1` AS p
JOIN `__sdc_release_o1` AS o
  ON o.__sdc_row = p.__sdc_row
UNION ALL
SELECT
  1 AS column_index,
  COUNT(*) FILTER(WHERE
    NOT p.`age` IS NULL
    AND NOT o.`age` IS NULL
    AND CAST(p.`age` AS STRING) <> CAST(o.`age` AS STRING)) AS disagreeing
FROM `__sdc_release_p1` AS p
JOIN `__sdc_release_o1` AS o
  ON o.__sdc_row = p.__sdc_row
