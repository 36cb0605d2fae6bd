SELECT
  __sdc_cell,
  SUM(
    CASE size
      WHEN 1
      THEN CAST(:w1 AS DECIMAL(38, 0))
      WHEN 2
      THEN CAST(:w2 AS DECIMAL(38, 0))
      WHEN 3
      THEN CAST(:w3 AS DECIMAL(38, 0))
    END
  ) AS __sdc_num,
  COUNT(*) AS suda2_msu_count,
  MIN(size) AS suda2_min_msu_size,
  SUM(
    CASE size
      WHEN 1
      THEN CAST(:w1 AS DECIMAL(38, 0))
      WHEN 2
      THEN CAST(:w2 AS DECIMAL(38, 0))
      WHEN 3
      THEN CAST(:w3 AS DECIMAL(38, 0))
    END
  ) FILTER(WHERE
    (
      SHIFTRIGHT(mask, 0)
    ) & 1 = 1) AS __sdc_a0,
  SUM(
    CASE size
      WHEN 1
      THEN CAST(:w1 AS DECIMAL(38, 0))
      WHEN 2
      THEN CAST(:w2 AS DECIMAL(38, 0))
      WHEN 3
      THEN CAST(:w3 AS DECIMAL(38, 0))
    END
  ) FILTER(WHERE
    (
      SHIFTRIGHT(mask, 1)
    ) & 1 = 1) AS __sdc_a1,
  SUM(
    CASE size
      WHEN 1
      THEN CAST(:w1 AS DECIMAL(38, 0))
      WHEN 2
      THEN CAST(:w2 AS DECIMAL(38, 0))
      WHEN 3
      THEN CAST(:w3 AS DECIMAL(38, 0))
    END
  ) FILTER(WHERE
    (
      SHIFTRIGHT(mask, 2)
    ) & 1 = 1) AS __sdc_a2
FROM `__sdc_suda2_msu_p`
GROUP BY
  __sdc_cell
