WITH contributions AS (
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 0
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 0
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 0
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 0
  UNION ALL
  SELECT
    __sdc_cell,
    CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END AS c_full,
    CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END AS c_null,
    CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END AS w_full,
    CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END AS w_null
  FROM `__sdc_base_p`
  WHERE
    __sdc_mask = 0
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 4
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 4
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 4
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 4)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 4
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 8
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 8
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 8
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 8)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 8
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 16
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 16
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 16
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 16)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 16
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 32
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 32
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 32
  UNION ALL
  SELECT
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 32)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 32
), totals AS (
  SELECT
    __sdc_cell,
    SUM(c_full) AS c_full,
    SUM(c_null) AS c_null,
    SUM(w_full) AS w_full,
    SUM(w_null) AS w_null
  FROM contributions
  GROUP BY
    __sdc_cell
)
SELECT
  b.*,
  t.c_full + CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_c ELSE 0 END AS fk,
  CAST(t.w_full + CASE WHEN b.__sdc_mask <> 0 THEN b.__sdc_wsum ELSE 0 END AS DOUBLE) * POWER(2.0, -52) AS Fk_hat
FROM `__sdc_base_p` AS b
JOIN totals AS t
  USING (__sdc_cell)
