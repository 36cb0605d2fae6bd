SELECT
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk < 3), 0) AS r3,
  COUNT(*) FILTER(WHERE
    fk < 3) AS c3,
  COALESCE(SUM(__sdc_c) FILTER(WHERE
    fk < 5), 0) AS r5,
  COUNT(*) FILTER(WHERE
    fk < 5) AS c5
FROM `__sdc_p1_cells`
