SELECT DISTINCT
  s.var,
  s.row_id,
  'member' AS channel,
  -1 AS a,
  -1 AS b,
  -1 AS c
FROM `__sdc_leak_suppressed_p` AS s
JOIN (
  SELECT DISTINCT
    rel_hh,
    r_1 AS y
  FROM `__sdc_leak_pairs_p`
  WHERE
    NOT rel_hh IS NULL AND NOT r_1 IS NULL
) AS shown
  ON shown.rel_hh = s.rel_hh AND shown.y = s.target
WHERE
  s.var = 1
