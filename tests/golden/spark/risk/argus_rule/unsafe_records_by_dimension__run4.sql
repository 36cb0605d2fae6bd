WITH unsafe_cells AS (
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 0 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 1 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 2 AND u.unsafe AND c.__sdc_k2 = u.__sdc_k2
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 3 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k1 = u.__sdc_k1
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 4 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k2 = u.__sdc_k2
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_4_p` AS u
    ON u.set_id = 5 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1 AND c.__sdc_k2 = u.__sdc_k2
), per_cell AS (
  SELECT DISTINCT
    __sdc_cell,
    dimension
  FROM unsafe_cells
  UNION ALL
  SELECT DISTINCT
    __sdc_cell,
    0
  FROM unsafe_cells
)
SELECT
  p.dimension,
  CAST(SUM(c.__sdc_c) AS BIGINT) AS unsafe_records
FROM per_cell AS p
JOIN `__sdc_cells_p` AS c
  USING (__sdc_cell)
GROUP BY
  p.dimension
