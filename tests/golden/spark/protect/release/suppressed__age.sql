SELECT
  COUNT(*) AS n
FROM `__sdc_release_p` AS p
JOIN `__sdc_release_o` AS o
  ON o.__sdc_row = p.__sdc_row
WHERE
  NOT o.`age` IS NULL AND p.`age` IS NULL
