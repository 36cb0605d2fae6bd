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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
    a.__sdc_cell,
    s.c_full,
    s.c_null,
    s.w_full,
    s.w_null
  FROM `__sdc_base_p` AS a
  JOIN (
    SELECT
      __sdc_k0,
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 1
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
      __sdc_mask IN (32, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_mask IN (16, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_mask IN (8, 9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 1)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 1
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 2)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 2
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k1,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_mask IN (16, 20)
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
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_mask IN (8, 12)
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
      __sdc_k3,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (1)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 40)
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_mask IN (16, 24)
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
      __sdc_mask IN (4, 12)
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (1, 9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 33, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k1,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 17, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_mask IN (0, 1, 8, 9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 9
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 34, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 18, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      __sdc_k2,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 2, 8, 10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 10
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k1,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 12
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k1,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 20, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      __sdc_k1,
      __sdc_k4,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      __sdc_mask IN (0, 4, 8, 12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k4 = s.__sdc_k4
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 12
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
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
      __sdc_mask IN (32, 48)
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
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
      __sdc_mask IN (8, 24)
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
      __sdc_mask IN (4, 20)
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
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
      __sdc_mask IN (1, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 33, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k1,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 9, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_mask IN (0, 1, 16, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 17
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 34, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 10, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 2, 16, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 18
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k1,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 20
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k1,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 12, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k1,
      __sdc_k3,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_mask IN (0, 4, 16, 20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 20
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 24
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 24
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (32, 40, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 24
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
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 12, 20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 24
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
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 10, 18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 24
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k5,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 9, 17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 24
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
      __sdc_mask IN (0, 8, 16, 24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k5 = s.__sdc_k5
  WHERE
    a.__sdc_mask = 24
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 48)
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
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
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
      __sdc_mask IN (8, 40)
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_mask IN (1, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k1,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 17, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k1,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 9, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
      __sdc_mask IN (0, 1, 32, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 33
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (24)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 18, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 10, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
      __sdc_k2,
      __sdc_k3,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (0, 2, 32, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 34
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1
  WHERE
    a.__sdc_mask = 40
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (18)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 40
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (17)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 40
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (16, 24, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 40
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 40
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
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 10, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 40
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k4,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 9, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 40
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
      __sdc_mask IN (0, 8, 32, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k4 = s.__sdc_k4
  WHERE
    a.__sdc_mask = 40
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (12)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1
  WHERE
    a.__sdc_mask = 48
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
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (10)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 48
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
      __sdc_k1,
      __sdc_k2,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (9)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 48
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (8, 24, 40)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2
  WHERE
    a.__sdc_mask = 48
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
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (4, 20)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 48
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
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (2, 18, 34)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 48
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
      __sdc_k1,
      __sdc_k2,
      __sdc_k3,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_c ELSE 0 END) AS c_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_c END) AS c_null,
      SUM(CASE WHEN __sdc_mask = 0 THEN __sdc_wsum ELSE 0 END) AS w_full,
      SUM(CASE WHEN __sdc_mask = 0 THEN 0 ELSE __sdc_wsum END) AS w_null
    FROM `__sdc_base_p`
    WHERE
      __sdc_mask IN (1, 17, 33)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k1 = s.__sdc_k1 AND a.__sdc_k2 = s.__sdc_k2 AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 48
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
      __sdc_mask IN (0, 16, 32, 48)
    GROUP BY ALL
  ) AS s
    ON a.__sdc_k0 = s.__sdc_k0
    AND a.__sdc_k1 = s.__sdc_k1
    AND a.__sdc_k2 = s.__sdc_k2
    AND a.__sdc_k3 = s.__sdc_k3
  WHERE
    a.__sdc_mask = 48
), totals AS (
  SELECT
    __sdc_cell,
    SUM(c_full) AS c_full,
    SUM(c_null) AS c_null,
    CAST(SUM(w_full) AS DOUBLE) * POWER(2.0, -52) AS w_full,
    CAST(SUM(w_null) AS DOUBLE) * POWER(2.0, -52) AS w_null
  FROM contributions
  GROUP BY
    __sdc_cell
)
SELECT
  b.*,
  t.c_full + t.c_null AS fk,
  t.w_full + t.w_null AS Fk_hat,
  (
    COALESCE(CAST(b.__sdc_k0 AS BIGINT) - 1 + 1, 0) * 1 + COALESCE(CAST(b.__sdc_k1 AS BIGINT) - 1 + 1, 0) * 21 + COALESCE(CAST(b.__sdc_k2 AS BIGINT) - 0 + 1, 0) * 63 + COALESCE(CAST(b.__sdc_k3 AS BIGINT) - 1 + 1, 0) * 6048 + COALESCE(CAST(b.__sdc_k4 AS BIGINT) - 1 + 1, 0) * 36288 + COALESCE(CAST(b.__sdc_k5 AS BIGINT) - 1 + 1, 0) * 145152
  ) AS __sdc_code
FROM `__sdc_base_p` AS b
JOIN totals AS t
  USING (__sdc_cell)
