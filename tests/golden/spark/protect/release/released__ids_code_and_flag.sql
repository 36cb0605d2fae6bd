SELECT
  l.new_hh AS `hh`,
  :pid_offset + l.new_row AS `pid`,
  CASE
    WHEN NOT o.`age` IS NULL AND p.`age` IS NULL
    THEN CAST(:code0 AS BIGINT)
    ELSE p.`age`
  END AS `age`,
  p.`sex`,
  CAST(NOT o.`sex` IS NULL AND p.`sex` IS NULL AS INT) AS `sex_suppressed`,
  l.row_id AS __sdc_row,
  l.new_row AS __sdc_pos
FROM `__sdc_release_p` AS p
JOIN `__sdc_release_o` AS o
  ON o.__sdc_row = p.__sdc_row
JOIN `__sdc_release_link` AS l
  ON l.row_id = p.__sdc_row
ORDER BY
  l.new_row NULLS LAST
