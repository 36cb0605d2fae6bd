SELECT
  r.`__sdcp_row`,
  CAST(1 AS INT) AS dimension,
  TRUE AS open
FROM `__sdc_keyed_p` AS r
JOIN (
  SELECT
    __sdc_k0,
    __sdc_k2
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_k0 IS NULL AND NOT __sdc_k2 IS NULL
  GROUP BY
    __sdc_k0,
    __sdc_k2
  HAVING
    COUNT(*) < :k
) AS u
  ON r.__sdc_k0 = u.__sdc_k0 AND r.__sdc_k2 = u.__sdc_k2
UNION ALL
SELECT
  r.`__sdcp_row`,
  CAST(2 AS INT) AS dimension,
  TRUE AS open
FROM `__sdc_keyed_p` AS r
JOIN (
  SELECT
    __sdc_k0,
    __sdc_k1,
    __sdc_k2
  FROM `__sdc_keyed_p`
  WHERE
    NOT __sdc_k0 IS NULL AND NOT __sdc_k1 IS NULL AND NOT __sdc_k2 IS NULL
  GROUP BY
    __sdc_k0,
    __sdc_k1,
    __sdc_k2
  HAVING
    COUNT(*) < :k
) AS u
  ON r.__sdc_k0 = u.__sdc_k0 AND r.__sdc_k1 = u.__sdc_k1 AND r.__sdc_k2 = u.__sdc_k2
