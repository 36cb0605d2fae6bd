WITH unsafe_cells AS (
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 0 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 1 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 2 AND u.unsafe AND c.__sdc_k2 = u.__sdc_k2
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 3 AND u.unsafe AND c.__sdc_k3 = u.__sdc_k3
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 4 AND u.unsafe AND c.__sdc_k4 = u.__sdc_k4
  UNION ALL
  SELECT
    c.__sdc_cell,
    1 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 5 AND u.unsafe AND c.__sdc_k5 = u.__sdc_k5
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 6 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k1 = u.__sdc_k1
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 7 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k2 = u.__sdc_k2
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 8 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k3 = u.__sdc_k3
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 9 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k4 = u.__sdc_k4
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 10 AND u.unsafe AND c.__sdc_k0 = u.__sdc_k0 AND c.__sdc_k5 = u.__sdc_k5
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 11 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1 AND c.__sdc_k2 = u.__sdc_k2
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 12 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1 AND c.__sdc_k3 = u.__sdc_k3
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 13 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1 AND c.__sdc_k4 = u.__sdc_k4
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 14 AND u.unsafe AND c.__sdc_k1 = u.__sdc_k1 AND c.__sdc_k5 = u.__sdc_k5
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 15 AND u.unsafe AND c.__sdc_k2 = u.__sdc_k2 AND c.__sdc_k3 = u.__sdc_k3
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 16 AND u.unsafe AND c.__sdc_k2 = u.__sdc_k2 AND c.__sdc_k4 = u.__sdc_k4
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 17 AND u.unsafe AND c.__sdc_k2 = u.__sdc_k2 AND c.__sdc_k5 = u.__sdc_k5
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 18 AND u.unsafe AND c.__sdc_k3 = u.__sdc_k3 AND c.__sdc_k4 = u.__sdc_k4
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 19 AND u.unsafe AND c.__sdc_k3 = u.__sdc_k3 AND c.__sdc_k5 = u.__sdc_k5
  UNION ALL
  SELECT
    c.__sdc_cell,
    2 AS dimension
  FROM `__sdc_cells_p` AS c
  JOIN `__sdc_argus_1_p` AS u
    ON u.set_id = 20 AND u.unsafe AND c.__sdc_k4 = u.__sdc_k4 AND c.__sdc_k5 = u.__sdc_k5
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
